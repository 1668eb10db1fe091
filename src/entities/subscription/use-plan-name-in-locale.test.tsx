import { screen } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';

import { trialPlanName } from '../../../contract/constants.ts';
import { activateArabic, renderWithProviders } from '../../testing/render-with-providers.tsx';

import { usePlanNameInLocale } from './use-plan-name-in-locale.ts';

// The plans on sale are not fetched here: the trial is named without them.
vi.mock('./subscriptions-api.ts', () => ({ fetchPublicPlans: () => new Promise(() => {}) }));

beforeAll(activateArabic);

function PlanName({ stored }: { stored: string }) {
  return <span data-testid="plan">{usePlanNameInLocale()(stored)}</span>;
}

describe('usePlanNameInLocale', () => {
  it('names the free trial in Arabic, though it is stored in English', () => {
    renderWithProviders(<PlanName stored={trialPlanName} />);
    expect(screen.getByTestId('plan').textContent).toBe('تجربة مجانية');
  });

  it('keeps a name it does not know as stored', () => {
    renderWithProviders(<PlanName stored="Legacy plan" />);
    expect(screen.getByTestId('plan').textContent).toBe('Legacy plan');
  });
});

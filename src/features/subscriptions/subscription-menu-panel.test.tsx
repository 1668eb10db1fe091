import { screen } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';

import { makeProfile } from '../../lib/session/make-profile.ts';
import { activateArabic, renderWithProviders } from '../../testing/render-with-providers.tsx';

import { SubscriptionMenuPanel } from './subscription-menu-panel.tsx';

// Offline on a device that never asked for the plans on sale: they never come.
vi.mock('../../entities/subscription/subscriptions-api.ts', () => ({
  fetchPublicPlans: () => new Promise(() => {}),
}));

beforeAll(activateArabic);

describe('SubscriptionMenuPanel', () => {
  it('names the school’s plan in Arabic without the plans on sale', () => {
    renderWithProviders(
      <SubscriptionMenuPanel
        profile={makeProfile({
          role: 'org_admin',
          subscriptionStatus: 'active',
          subscriptionEndDate: '2027-03-01T07:30:00.000Z',
          subscriptionPlanName: 'School – up to 25 teachers',
          subscriptionPlanNameAr: 'المدرسة – حتى 25 معلمًا',
        })}
      />,
    );

    const panel = screen.getByRole('group');
    expect(panel.textContent).toContain('المدرسة – حتى 25 معلمًا');
    expect(panel.textContent).not.toContain('School');
  });
});

import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import type { Plan } from '../../../contract/subscriptions.ts';
import { ApiError } from '../../lib/api/api-error.ts';

import { refreshPlans, usePlans } from './plans-cache.ts';

const fetchPublicPlans = vi.hoisted(() => vi.fn<() => Promise<Plan[]>>());
vi.mock('./subscriptions-api.ts', () => ({ fetchPublicPlans }));

function makePlan(nameEn: string): Plan {
  return {
    id: nameEn,
    nameEn,
    nameAr: nameEn,
    descriptionEn: '',
    descriptionAr: '',
    category: 'personal',
    priceHalalas: 10_000,
    originalPriceHalalas: null,
    teacherLimit: null,
    period: 'yearly',
    isComingSoon: false,
  };
}

afterEach(() => {
  cleanup();
  localStorage.clear();
  fetchPublicPlans.mockReset();
});

describe('usePlans', () => {
  it('shows the plans stored on this device at once, and keeps them while offline', async () => {
    localStorage.setItem('subscriptionPlans', JSON.stringify([makePlan('Stored')]));
    fetchPublicPlans.mockRejectedValue(new ApiError('common.error.connection', null));

    const { result } = renderHook(() => usePlans());

    expect(result.current?.map((plan) => plan.nameEn)).toEqual(['Stored']);
    await act(async () => undefined);
    expect(result.current?.map((plan) => plan.nameEn)).toEqual(['Stored']);
  });

  it('asks the server once per app start, and again after an administrator’s change', async () => {
    fetchPublicPlans.mockResolvedValue([makePlan('Basic')]);
    const first = renderHook(() => usePlans());
    await act(async () => undefined);
    first.unmount();

    const second = renderHook(() => usePlans());
    await act(async () => undefined);
    expect(second.result.current?.map((plan) => plan.nameEn)).toEqual(['Basic']);
    expect(fetchPublicPlans).toHaveBeenCalledTimes(1);
    expect(JSON.parse(localStorage.getItem('subscriptionPlans') ?? '[]')).toHaveLength(1);

    fetchPublicPlans.mockResolvedValue([makePlan('Basic'), makePlan('Pro')]);
    await act(async () => refreshPlans());
    expect(fetchPublicPlans).toHaveBeenCalledTimes(2);
    expect(second.result.current?.map((plan) => plan.nameEn)).toEqual(['Basic', 'Pro']);
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';

import { refreshPlans } from '../../entities/subscription/plans-cache.ts';
import { loadProfile } from '../../lib/session/load-profile.ts';

import { refreshCopiesAfterPull } from './refresh-after-pull.ts';

vi.mock('../../lib/session/load-profile.ts', () => ({ loadProfile: vi.fn(async () => ({})) }));
vi.mock('../../entities/subscription/plans-cache.ts', () => ({ refreshPlans: vi.fn() }));

describe('refreshing what the app keeps outside Dexie after a pull', () => {
  afterEach(() => {
    vi.mocked(loadProfile).mockClear();
    vi.mocked(refreshPlans).mockClear();
  });

  it('loads the profile again when the pull brought the subscription or the profile', () => {
    refreshCopiesAfterPull({ tablesChanged: new Set(['achievements', 'subscription']) });
    refreshCopiesAfterPull({ tablesChanged: new Set(['profile']) });
    expect(loadProfile).toHaveBeenCalledTimes(2);
  });

  // An administrator changed a price or a plan while the app stayed open: the plans on sale
  // were asked once per app start, so the chooser showed the old ones until a restart.
  it('asks for the plans on sale again when the pull brought a plan', async () => {
    refreshCopiesAfterPull({ tablesChanged: new Set(['subscriptionPlans']) });
    await vi.waitFor(() => expect(refreshPlans).toHaveBeenCalledTimes(1));
    expect(loadProfile).not.toHaveBeenCalled();
  });

  it('leaves them when only records changed', async () => {
    refreshCopiesAfterPull({ tablesChanged: new Set(['achievements', 'developmentPlans']) });
    refreshCopiesAfterPull({ tablesChanged: new Set() });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(loadProfile).not.toHaveBeenCalled();
    expect(refreshPlans).not.toHaveBeenCalled();
  });

  it('keeps the copy it has when the reload fails', async () => {
    vi.mocked(loadProfile).mockRejectedValueOnce(new Error('offline'));
    expect(() => refreshCopiesAfterPull({ tablesChanged: new Set(['profile']) })).not.toThrow();
    await Promise.resolve();
  });
});

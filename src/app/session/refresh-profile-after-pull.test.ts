import { afterEach, describe, expect, it, vi } from 'vitest';

import { loadProfile } from '../../lib/session/load-profile.ts';

import { refreshProfileAfterPull } from './refresh-profile-after-pull.ts';

vi.mock('../../lib/session/load-profile.ts', () => ({ loadProfile: vi.fn(async () => ({})) }));

describe('refreshing the profile after a pull', () => {
  afterEach(() => vi.mocked(loadProfile).mockClear());

  it('loads the profile again when the pull brought the subscription or the profile', () => {
    refreshProfileAfterPull({ tablesChanged: new Set(['achievements', 'subscription']) });
    refreshProfileAfterPull({ tablesChanged: new Set(['profile']) });
    expect(loadProfile).toHaveBeenCalledTimes(2);
  });

  it('leaves it when only records changed', () => {
    refreshProfileAfterPull({ tablesChanged: new Set(['achievements', 'developmentPlans']) });
    refreshProfileAfterPull({ tablesChanged: new Set() });
    expect(loadProfile).not.toHaveBeenCalled();
  });

  it('keeps the copy it has when the reload fails', async () => {
    vi.mocked(loadProfile).mockRejectedValueOnce(new Error('offline'));
    expect(() => refreshProfileAfterPull({ tablesChanged: new Set(['profile']) })).not.toThrow();
    await Promise.resolve();
  });
});

import { describe, expect, it, vi } from 'vitest';

import { showAppBadge } from './app-badge.ts';

describe('showAppBadge', () => {
  it('puts the unread count on the icon, and clears it at zero', async () => {
    const badging = { setAppBadge: vi.fn(async () => {}), clearAppBadge: vi.fn(async () => {}) };
    await showAppBadge(3, badging);
    await showAppBadge(0, badging);
    expect(badging.setAppBadge).toHaveBeenCalledWith(3);
    expect(badging.clearAppBadge).toHaveBeenCalledTimes(1);
  });

  it('does nothing where the browser has no badge, and survives a refusal', async () => {
    await expect(showAppBadge(2, {})).resolves.toBeUndefined();
    const refusing = { setAppBadge: vi.fn(() => Promise.reject(new Error('NotAllowedError'))) };
    await expect(showAppBadge(2, refusing)).resolves.toBeUndefined();
  });
});

import { describe, expect, it } from 'vitest';

import { hasBackgroundSync } from './has-background-sync.ts';

describe('hasBackgroundSync', () => {
  it('is true where the worker registration has `sync` (Chromium)', () => {
    expect(hasBackgroundSync({ ServiceWorkerRegistration: { prototype: { sync: null } } })).toBe(
      true,
    );
  });

  it('is false without it (Safari, Firefox) and without service workers at all', () => {
    expect(hasBackgroundSync({ ServiceWorkerRegistration: { prototype: {} } })).toBe(false);
    expect(hasBackgroundSync({})).toBe(false);
  });
});

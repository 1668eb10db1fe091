import { describe, expect, it } from 'vitest';

import { messageKeys, toastKindForKey } from './message-keys.ts';

describe('toastKindForKey', () => {
  it('types toasts by key as docs/errors.md, "From a key to a toast" says', () => {
    expect(toastKindForKey('profile.success.updated')).toBe('success');
    expect(toastKindForKey('auth.failed.invalidCredentials')).toBe('error');
    expect(toastKindForKey('common.error.server')).toBe('error');
    expect(toastKindForKey('common.warning.largeFile')).toBe('warning');
    expect(toastKindForKey('sync.pending')).toBe('info');
  });

  it('has no duplicated keys', () => {
    expect(new Set(messageKeys).size).toBe(messageKeys.length);
  });
});

// @vitest-environment node
import { describe, expect, it } from 'vitest';

import { requestPersistentStorage } from './request-persistent-storage.ts';

function storage(persisted: boolean, granted: boolean | Error) {
  const calls: string[] = [];
  return {
    calls,
    manager: {
      persisted: () => Promise.resolve(persisted),
      persist: () => {
        calls.push('persist');
        return granted instanceof Error ? Promise.reject(granted) : Promise.resolve(granted);
      },
    },
  };
}

describe('requestPersistentStorage', () => {
  it('asks once and answers what the browser granted', async () => {
    const granted = storage(false, true);
    expect(await requestPersistentStorage(granted.manager)).toBe(true);
    expect(granted.calls).toEqual(['persist']);
    expect(await requestPersistentStorage(storage(false, false).manager)).toBe(false);
  });

  it('does not ask again when storage is already persistent', async () => {
    const already = storage(true, false);
    expect(await requestPersistentStorage(already.manager)).toBe(true);
    expect(already.calls).toEqual([]);
  });

  it('answers false without the API or when asking fails', async () => {
    expect(await requestPersistentStorage(undefined)).toBe(false);
    expect(await requestPersistentStorage(storage(false, new Error('denied')).manager)).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';

import { readStoragePersisted } from './read-storage-persisted.ts';

describe('readStoragePersisted', () => {
  it('answers what the browser says, without asking for persistence', async () => {
    expect(await readStoragePersisted({ persisted: () => Promise.resolve(true) })).toBe(true);
    expect(await readStoragePersisted({ persisted: () => Promise.resolve(false) })).toBe(false);
  });

  it('is null where the browser cannot say', async () => {
    expect(await readStoragePersisted(undefined)).toBeNull();
    expect(
      await readStoragePersisted({ persisted: () => Promise.reject(new Error('denied')) }),
    ).toBeNull();
  });
});

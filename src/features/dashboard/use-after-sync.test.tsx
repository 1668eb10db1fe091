import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { openTestUserDb, type TestUserDb } from '../../lib/sync/testing/test-user-db.ts';
import { useAfterSync } from './use-after-sync.ts';

let db: TestUserDb;

afterEach(async () => {
  await db.delete();
});

describe('useAfterSync', () => {
  it('calls back once after writes were synced, not for the sync before the screen opened', async () => {
    db = openTestUserDb();
    await db.syncMeta.put({ key: 'lastSyncAt', value: 1_000 });
    const onSynced = vi.fn();
    renderHook(() => useAfterSync(db, onSynced));
    await act(() => new Promise((resolve) => setTimeout(resolve, 1_700)));
    expect(onSynced).not.toHaveBeenCalled();

    // One run accepts three batches in quick succession.
    for (const value of [2_000, 2_100, 2_200]) {
      await act(async () => {
        await db.syncMeta.put({ key: 'lastSyncAt', value });
      });
    }
    await waitFor(() => expect(onSynced).toHaveBeenCalledOnce(), { timeout: 3_000 });
  });
});

import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import { closeUserDb, openUserDb } from '../../lib/db/current-user-db.ts';
import { makeAccessToken } from '../../lib/session/make-access-token.ts';
import { clearSession, startSession } from '../../lib/session/session-store.ts';

import { useBottomTabCounts } from './use-bottom-tab-counts.ts';

afterEach(() => {
  cleanup();
  clearSession();
  closeUserDb();
});

describe('useBottomTabCounts', () => {
  it('counts returned evidence when the bar was drawn before sign-in opened the database', async () => {
    // Signing in draws the layout at once; the app opens the user's database a moment later,
    // after the session is mirrored for the service worker (app/session/local-data-for-user.ts).
    const session = startSession(makeAccessToken());
    closeUserDb();
    const { result } = renderHook(() => useBottomTabCounts());
    // The bar's first reading (of no database) has come and gone before the open.
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));

    const db = await act(async () => {
      const opened = openUserDb(session?.user.sub ?? '');
      await opened.table('achievements').put({
        id: 'returned-one',
        description: 'Lesson study',
        reviewStatus: 'returned',
        deletedLocally: false,
      });
      return opened;
    });

    await waitFor(() => expect(result.current.evidence).toBe(1));
    await act(() => db.table('achievements').update('returned-one', { reviewStatus: 'approved' }));
    await waitFor(() => expect(result.current.evidence).toBe(0));
  });
});

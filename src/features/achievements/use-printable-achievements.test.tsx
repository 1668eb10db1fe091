import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import { closeUserDb, openUserDb } from '../../lib/db/current-user-db.ts';
import { makeAccessToken } from '../../lib/session/make-access-token.ts';
import { clearSession, startSession } from '../../lib/session/session-store.ts';

import { usePrintableAchievements } from './use-printable-achievements.ts';
import { usePrinting } from './use-printing.ts';

afterEach(() => {
  cleanup();
  clearSession();
  closeUserDb();
});

const piece = (id: string, description: string) => ({
  id,
  description,
  eventStartAt: '2026-11-18T09:30:00+03:00',
  deletedLocally: false,
});

/** The portfolio as the screen wires it: the rows, and the print button waiting for them. */
function usePortfolio() {
  const printable = usePrintableAchievements(true);
  const { printing, print } = usePrinting(printable.upToDate);
  return { printing, print, rows: printable.rows };
}

describe('usePrintableAchievements', () => {
  it('prints a piece saved a moment before the print button is pressed', async () => {
    const session = startSession(makeAccessToken());
    const db = openUserDb(session?.user.sub ?? '');
    await db.table('achievements').clear();
    await db.table('achievements').put(piece('a1', 'Open lesson'));
    const printedRows: string[][] = [];
    const { result } = renderHook(() => usePortfolio());
    window.print = () =>
      printedRows.push(result.current.rows.map(({ description }) => description));
    // Read once the page is idle (in a test, a few seconds).
    await waitFor(() => expect(result.current.rows).toHaveLength(1), { timeout: 8000 });

    await act(() => db.table('achievements').put(piece('a2', 'Saved just now')));
    act(() => result.current.print());
    await waitFor(() => expect(printedRows).toHaveLength(1));
    expect(printedRows[0]).toEqual(['Open lesson', 'Saved just now']);
    expect(result.current.printing).toBe(true);
  });

  it('prints at once, in the press itself, when nothing changed', async () => {
    const session = startSession(makeAccessToken());
    const db = openUserDb(session?.user.sub ?? '');
    await db.table('achievements').clear();
    await db.table('achievements').put(piece('a1', 'Open lesson'));
    let printed = 0;
    window.print = () => (printed += 1);
    const { result } = renderHook(() => usePortfolio());
    await waitFor(() => expect(result.current.rows).toHaveLength(1), { timeout: 8000 });
    act(() => result.current.print());
    expect(printed).toBe(1);
  });
});

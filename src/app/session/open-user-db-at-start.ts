import { getSession } from '../../lib/session/session-store.ts';

/**
 * Opens the signed-in user's database before the first screen renders. Opened by the first
 * screen that reads it instead, the database would change a store React was reading in that
 * very render, and React then draws the whole screen again in one go, a long task on a phone
 * (docs/page-start.md). Loaded only with a session, so
 * the public pages never download the database.
 */
export async function openUserDbAtStart(): Promise<void> {
  const session = getSession();
  if (!session) return;
  const { openUserDb } = await import('../../lib/db/current-user-db.ts');
  openUserDb(session.user.sub);
}

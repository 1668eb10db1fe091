import { Dexie, type EntityTable } from 'dexie';

/** The signed-in user and token, as the service worker needs them to replay the outbox. */
export interface MirroredSession {
  userId: string;
  accessToken: string;
  updatedAt: number;
}

interface SessionMirrorRow extends MirroredSession {
  slot: 'current';
}

/**
 * A tiny database of its own, outside the per-user ones: the service worker has no
 * localStorage and must learn which user's database to open before opening it.
 * The page writes it at sign-in and clears it at sign-out.
 */
class SessionMirrorDb extends Dexie {
  declare session: EntityTable<SessionMirrorRow, 'slot'>;

  constructor() {
    super('shawahid-session');
    this.version(1).stores({ session: 'slot' });
  }
}

let mirrorDb: SessionMirrorDb | null = null;

function openMirror(): SessionMirrorDb {
  mirrorDb ??= new SessionMirrorDb();
  return mirrorDb;
}

export async function writeSessionMirror(
  session: Pick<MirroredSession, 'userId' | 'accessToken'>,
  nowMs: number = Date.now(),
): Promise<void> {
  await openMirror().session.put({ slot: 'current', ...session, updatedAt: nowMs });
}

export async function readSessionMirror(): Promise<MirroredSession | null> {
  const row = await openMirror().session.get('current');
  if (!row) return null;
  return { userId: row.userId, accessToken: row.accessToken, updatedAt: row.updatedAt };
}

export async function clearSessionMirror(): Promise<void> {
  await openMirror().session.delete('current');
}

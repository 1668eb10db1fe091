import type { UserDb } from './user-db.ts';

interface ProbeRow {
  id: string;
  blob: Blob;
}

const probeText = 'shawahid';
// A probe that gets no answer is no verdict: bytes are stored as an ArrayBuffer meanwhile.
const probeTimeoutMs = 3_000;

const verdicts = new WeakMap<UserDb, Promise<boolean>>();

/**
 * Whether this browser's IndexedDB keeps a Blob, found once per database by storing a tiny one
 * and reading it back. WebKit refuses Blobs in ephemeral sessions (Safari Private Browsing)
 * with "Error preparing Blob/File data to be stored", on the put or at the commit.
 */
export function canStoreBlobs(db: UserDb): Promise<boolean> {
  let verdict = verdicts.get(db);
  if (!verdict) {
    verdict = probe(db).then(
      (storable) => storable,
      () => {
        verdicts.delete(db);
        return false;
      },
    );
    verdicts.set(db, verdict);
  }
  return verdict;
}

/** Whether a failure is the engine refusing a Blob (followed through `cause` and Dexie's `inner`). */
export function isBlobRefusal(error: unknown): boolean {
  let current: unknown = error;
  while (current instanceof Error || current instanceof DOMException) {
    if (/Blob\/File data/i.test(current.message)) return true;
    if ('inner' in current && current.inner) current = current.inner;
    else current = 'cause' in current ? current.cause : undefined;
  }
  return false;
}

/** The engine refused a Blob after all: bytes are stored as an ArrayBuffer from now on. */
export function rememberBlobsRefused(db: UserDb): void {
  verdicts.set(db, Promise.resolve(false));
}

async function probe(db: UserDb): Promise<boolean> {
  const store = db.table<ProbeRow, string>('storageProbe');
  const tried = (async () => {
    try {
      await store.put({ id: 'blob', blob: new Blob([probeText], { type: 'text/plain' }) });
      const row = await store.get('blob');
      return row?.blob instanceof Blob && (await row.blob.text()) === probeText;
    } catch {
      return false;
    } finally {
      await store.delete('blob').catch(() => undefined);
    }
  })();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timedOut = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('blob probe got no answer')), probeTimeoutMs);
  });
  try {
    return await Promise.race([tried, timedOut]);
  } finally {
    clearTimeout(timer);
  }
}

import { randomUUID } from 'node:crypto';
import { linkSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';

import { z } from 'zod';

/** Who holds a folder: written into the lock file by the process that took it. */
const zLockHolder = z.object({
  pid: z.number().int().positive(),
  host: z.string(),
  startedAt: z.string(),
  token: z.string(),
});
type LockHolder = z.infer<typeof zLockHolder>;

/** Thrown when another live process holds the folder; its message says which and what to do. */
export class DataFolderInUseError extends Error {
  constructor(folder: string, lockFile: string, holder: LockHolder) {
    const sameHost = holder.host === hostname();
    super(
      `The database folder ${folder} is in use by process ${holder.pid} on ${holder.host} ` +
        `(started ${holder.startedAt}). Only one server may use it at a time: stop that server, ` +
        `or give this one another DATA_DIR.` +
        (sameHost
          ? ''
          : ` That process runs on another machine, so it cannot be checked from here; if it is ` +
            `gone, delete ${lockFile}.`),
    );
    this.name = 'DataFolderInUseError';
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readHolder(lockFile: string): LockHolder | undefined {
  try {
    const parsed = zLockHolder.safeParse(JSON.parse(readFileSync(lockFile, 'utf8')));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/**
 * A lock left by a process that is gone (an unreadable one is too: locks are never half written): it died without releasing it (SIGKILL, a crash, a
 * power cut). A container restarted on the same volume may get the dead holder's pid itself.
 */
function isStale(holder: LockHolder): boolean {
  if (holder.host !== hostname()) return false;
  return holder.pid === process.pid || !isAlive(holder.pid);
}

/**
 * Writes the holder beside the lock, then links it in: a link never replaces an existing file,
 * and the lock is never seen half written.
 */
function tryCreate(lockFile: string, holder: LockHolder): boolean {
  const draft = `${lockFile}.${holder.token}`;
  writeFileSync(draft, JSON.stringify(holder));
  try {
    linkSync(draft, lockFile);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  } finally {
    rmSync(draft, { force: true });
  }
}

/**
 * Moves the stale lock away. Should another server have replaced it with its own fresh one in
 * the meantime, that one is put back (a link, so never over a third).
 */
function removeStale(lockFile: string, stale: LockHolder | undefined, token: string): void {
  const aside = `${lockFile}.stale-${token}`;
  try {
    renameSync(lockFile, aside);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw error;
  }
  const moved = readHolder(aside);
  if (moved && moved.token !== stale?.token) {
    try {
      linkSync(aside, lockFile);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
  }
  rmSync(aside, { force: true });
}

export interface DataFolderLock {
  release(): void;
}

/**
 * Takes `<folder>.lock` for this process, so that two servers never open one embedded database
 * (PGlite does not stop a second one, and the writes of one are lost). A lock file created
 * exclusively, holding pid and host, rather than a time-based lock (proper-lockfile): a server
 * killed a moment ago must be restartable at once, and the refusal must name the holder.
 */
export function lockDataFolder(folder: string): DataFolderLock {
  const lockFile = `${folder}.lock`;
  const holder: LockHolder = {
    pid: process.pid,
    host: hostname(),
    startedAt: new Date().toISOString(),
    token: randomUUID(),
  };

  // Two tries: the second after moving a stale lock out of the way.
  for (let attempt = 0; attempt < 2; attempt += 1) {
    if (tryCreate(lockFile, holder)) {
      return {
        release() {
          if (readHolder(lockFile)?.token === holder.token) rmSync(lockFile, { force: true });
        },
      };
    }
    const current = readHolder(lockFile);
    if (current && !isStale(current)) throw new DataFolderInUseError(folder, lockFile, current);
    removeStale(lockFile, current, holder.token);
  }
  const current = readHolder(lockFile);
  if (current) throw new DataFolderInUseError(folder, lockFile, current);
  throw new Error(`Could not lock the database folder ${folder} (${lockFile})`);
}

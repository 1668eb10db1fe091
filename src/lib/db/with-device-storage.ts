import { Dexie } from 'dexie';

import { asDeviceStorageError, DeviceStorageError } from './device-storage-error.ts';
import { isConnectionLost } from './is-connection-lost.ts';
import type { UserDb } from './user-db.ts';

/** How long a write may go without an answer before the user is told the device is stuck. */
export const deviceStorageAnswerMs = 10_000;
// A slow phone writes a few megabytes a second: a write with large files gets longer.
const extraMsPerMegabyte = 200;

/** The bound for a write carrying `bytes` of files. */
export function deviceStorageAnswerMsFor(bytes: number): number {
  return deviceStorageAnswerMs + Math.ceil(bytes / 1_000_000) * extraMsPerMegabyte;
}

function answeredWithin<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const silence = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new DeviceStorageError('notAnswering')), ms);
  });
  return Promise.race([work, silence]).finally(() => clearTimeout(timer));
}

/**
 * Runs one operation (a whole transaction) on the user's database. When the engine has closed
 * the connection under the page (Safari, backgrounded), the database is opened again and the
 * operation runs once more, so the write is not lost. A failure the user should hear about
 * comes out as a DeviceStorageError: refused, storage full, or no answer within `answerMs`.
 */
export async function withDeviceStorage<T>(
  db: UserDb,
  operation: () => Promise<T>,
  answerMs: number = deviceStorageAnswerMs,
): Promise<T> {
  // Part of a caller's transaction: the caller's own outcome answers for it.
  if (Dexie.currentTransaction) return operation();
  try {
    return await answeredWithin(operation(), answerMs);
  } catch (error) {
    // A database closed on purpose (sign-out) stays closed.
    if (!isConnectionLost(error) || db.hasBeenClosed()) throw asDeviceStorageError(error);
  }
  try {
    db.close({ disableAutoOpen: false });
    await answeredWithin(db.open(), answerMs);
    return await answeredWithin(operation(), answerMs);
  } catch (error) {
    throw asDeviceStorageError(error);
  }
}

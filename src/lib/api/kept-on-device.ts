import type { z } from 'zod';

import { whenUserDbOpen } from '../db/current-user-db.ts';

import type { ServerDataRequest } from './early-answers.ts';

import type { AnswerKeeping, KeptAnswer } from './server-data-options.ts';

interface KeptAnswerRow {
  key: string;
  data: unknown;
  savedAt: number;
}

/** How many answers one user's device keeps (a staff member's evidence each); the oldest goes. */
export const keptAnswerLimit = 20;

const keptAnswers = async () =>
  (await whenUserDbOpen()).table<KeptAnswerRow, string>('keptAnswers');

async function readKept<T>(key: string, schema: z.ZodType<T>): Promise<KeptAnswer<T> | null> {
  try {
    const row = await (await keptAnswers()).get(key);
    if (!row) return null;
    // Kept by an earlier version of the app, maybe: one that no longer fits is none.
    const parsed = schema.safeParse(row.data);
    return parsed.success ? { data: parsed.data, savedAt: row.savedAt } : null;
  } catch {
    return null;
  }
}

async function writeKept<T>(key: string, { data, savedAt }: KeptAnswer<T>): Promise<void> {
  try {
    const table = await keptAnswers();
    await table.db.transaction('rw', table, async () => {
      await table.put({ key, data, savedAt });
      const surplus = (await table.count()) - keptAnswerLimit;
      if (surplus > 0)
        await table.bulkDelete(await table.orderBy('savedAt').limit(surplus).primaryKeys());
    });
  } catch {
    // Storage full or the database closed by a sign-out: the screen still shows, just not offline.
  }
}

async function forgetKept(key: string): Promise<void> {
  try {
    await (await keptAnswers()).delete(key);
  } catch {
    // The database closed by a sign-out: the copy went with it, or goes when it is next written.
  }
}

/**
 * The last answer for `key`, kept in the signed-in user's database (deleted with it on a shared
 * device): a screen that reads the server shows it at once on opening and when asking fails,
 * marked not fresh (docs/sync.md, "Server-only data on screen").
 */
export function keptOnDevice<T>(key: string, schema: z.ZodType<T>): AnswerKeeping<T> {
  return {
    read: () => readKept(key, schema),
    write: (answer) => void writeKept(key, answer),
    forget: () => void forgetKept(key),
  };
}

/**
 * A screen's server data kept on the device under its own key (see `keptOnDevice`), for
 * `useServerDataRequest` and `askEarly`.
 */
export const keptRequest = <T>(
  key: string,
  load: (signal: AbortSignal) => Promise<T>,
  schema: z.ZodType<T>,
): ServerDataRequest<T> => ({ key, load, keep: keptOnDevice(key, schema) });

import { createSecretKey } from 'node:crypto';

import { and, eq, inArray, isNotNull, isNull, lt, sql } from 'drizzle-orm';

import { idempotencyRetentionDays } from '../../../../contract/idempotency.ts';
import type { Database } from '../../db/database.ts';
import { rowsFromJson } from '../../db/rows-from-json.ts';
import { requestHashOf } from './request-hash.ts';
import { idempotencyRecords, type StoredResponse } from '../../db/tables/idempotency-records.ts';

/** Keys are kept apart per user. */
export interface KeyHolder {
  userId: string;
  key: string;
}

/**
 * The request a key is claimed for: the same key with another method, path or body is refused.
 */
export interface IdempotentRequest extends KeyHolder {
  method: string;
  /** The path as the per-route call has it, below and including `/api`, without a query. */
  path: string;
  /** The body as the route's schema parsed it (camelCase), compared by a keyed hash. */
  body: unknown;
}

/**
 * What claiming a key found: it is this request's to run now (`claimed`), it already has an
 * answer to replay (`answered`), it was used for another request (`reused`, 422), or another
 * request still holds it (`running`, 409 with Retry-After).
 */
export type KeyClaim =
  | { state: 'claimed' }
  | { state: 'answered'; statusCode: number; response: StoredResponse }
  | { state: 'reused' }
  | { state: 'running' };

/** A key's record once its request has answered. */
export interface AnsweredKey {
  method: string;
  path: string;
  requestHash: string | null;
  statusCode: number;
  response: StoredResponse;
}

export interface IdempotencyKeys {
  /** `db` may be a transaction: the claim then lasts only if it commits. */
  claim(db: Database, request: IdempotentRequest): Promise<KeyClaim>;
  /** What an answered key means for `request`: replay its answer, or 422 for another request. */
  claimOfAnswered(
    request: IdempotentRequest,
    answered: AnsweredKey,
  ): Extract<KeyClaim, { state: 'answered' | 'reused' }>;
  /**
   * The user's keys among `keys` that already have an answer, in one read, to replay a retried
   * batch without a claim each; pass each to `claimOfAnswered` with its request. Keys still
   * running or free are left out: claim them.
   */
  findAnswered(
    db: Database,
    userId: string,
    keys: readonly string[],
  ): Promise<Map<string, AnsweredKey>>;
  /**
   * Claims the free keys among `requests` (all of one user) with one insert, in the keys'
   * order so that two batches sharing keys take them in the same order; answers the keys it
   * claimed. A key held or answered already is left out: `claim` it to learn which.
   */
  claimMany(db: Database, requests: readonly IdempotentRequest[]): Promise<Set<string>>;
  /** Whether any of the user's `keys` has a record: answered, or held by a request. */
  anyKnown(db: Database, userId: string, keys: readonly string[]): Promise<boolean>;
  /**
   * Claims the keys of requests already applied and stores their answers, in one insert: for a
   * batch that found its keys free before it applied them (`anyKnown`). Answers the keys it
   * inserted; a key taken meanwhile is left out, and the caller must then roll its work back.
   */
  insertAnswered(
    db: Database,
    answers: readonly {
      request: IdempotentRequest;
      statusCode: number;
      response: StoredResponse;
    }[],
  ): Promise<Set<string>>;
  /** `store` for several claimed keys of one user, in one statement. */
  storeMany(
    db: Database,
    userId: string,
    answers: readonly { key: string; statusCode: number; response: StoredResponse }[],
  ): Promise<void>;
  /** `release` for several claimed keys of one user, in one statement. */
  releaseMany(db: Database, userId: string, keys: readonly string[]): Promise<void>;
  /** Keeps the answer of a claimed key for replay. */
  store(
    db: Database,
    holder: KeyHolder,
    statusCode: number,
    response: StoredResponse,
  ): Promise<void>;
  /** Gives a claimed key up without an answer, so a retry runs the request again. */
  release(db: Database, holder: KeyHolder): Promise<void>;
}

/** How long a caller waits before retrying a key that another request still holds. */
export const retryWhileRunningSeconds = 2;

/** A claim whose request never finished (its instance died) may be taken over after this. */
const abandonedAfterMs = 10 * 60 * 1000;
const purgeEveryMs = 60 * 60 * 1000;

const claimed: KeyClaim = { state: 'claimed' };
const reused = { state: 'reused' } as const;
const running: KeyClaim = { state: 'running' };

/** Answers worth replaying: not server failures or rate limits, which a retry may get past. */
export function isReplayable(statusCode: number): boolean {
  return statusCode < 500 && statusCode !== 429;
}

const ofHolder = ({ userId, key }: KeyHolder) =>
  and(eq(idempotencyRecords.userId, userId), eq(idempotencyRecords.key, key));

/** A request as it is stored and compared: its body reduced to the keyed hash. */
interface HashedRequest extends KeyHolder {
  method: string;
  path: string;
  requestHash: string;
}

async function insertClaim(db: Database, request: HashedRequest): Promise<boolean> {
  const inserted = await db
    .insert(idempotencyRecords)
    .values({
      userId: request.userId,
      key: request.key,
      method: request.method,
      path: request.path,
      requestHash: request.requestHash,
    })
    .onConflictDoNothing()
    .returning({ key: idempotencyRecords.key });
  return inserted.length > 0;
}

async function takeOverAbandoned(db: Database, holder: KeyHolder): Promise<boolean> {
  const taken = await db
    .update(idempotencyRecords)
    .set({ createdAt: sql`now()` })
    .where(
      and(
        ofHolder(holder),
        isNull(idempotencyRecords.statusCode),
        lt(
          idempotencyRecords.createdAt,
          sql`now() - ${abandonedAfterMs} * interval '1 millisecond'`,
        ),
      ),
    )
    .returning({ key: idempotencyRecords.key });
  return taken.length > 0;
}

/** Records kept from before bodies were hashed (null) are compared by method and path only. */
const isSameRequest = (
  request: HashedRequest,
  stored: { method: string; path: string; requestHash: string | null },
) =>
  stored.method === request.method &&
  stored.path === request.path &&
  (stored.requestHash === null || stored.requestHash === request.requestHash);

function claimOfAnsweredHashed(
  request: HashedRequest,
  answered: AnsweredKey,
): Extract<KeyClaim, { state: 'answered' | 'reused' }> {
  if (!isSameRequest(request, answered)) return reused;
  return { state: 'answered', statusCode: answered.statusCode, response: answered.response };
}

async function claimKey(db: Database, request: HashedRequest): Promise<KeyClaim> {
  // Only one concurrent insert can win; the others look at what the winner left.
  if (await insertClaim(db, request)) return claimed;
  const [stored] = await db.select().from(idempotencyRecords).where(ofHolder(request));
  // Released in between by a request that failed: this one may run.
  if (!stored) return (await insertClaim(db, request)) ? claimed : running;
  const { statusCode, response } = stored;
  if (statusCode !== null && response !== null) {
    return claimOfAnsweredHashed(request, { ...stored, statusCode, response });
  }
  if (!isSameRequest(request, stored)) return reused;
  return (await takeOverAbandoned(db, request)) ? claimed : running;
}

type RecordRow = typeof idempotencyRecords.$inferInsert;

/**
 * Inserts the rows whose keys are free, in key order so that two batches sharing keys take them
 * in the same order, in one statement; answers the keys it inserted.
 */
async function insertFreeKeys(db: Database, rows: RecordRow[]): Promise<Set<string>> {
  rows.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  const inserted = await db
    .insert(idempotencyRecords)
    .select(rowsFromJson(idempotencyRecords, rows))
    .onConflictDoNothing()
    .returning({ key: idempotencyRecords.key });
  return new Set(inserted.map((row) => row.key));
}

async function claimMany(db: Database, requests: readonly HashedRequest[]): Promise<Set<string>> {
  const firstOfKey = new Map<string, HashedRequest>();
  for (const request of requests) {
    if (!firstOfKey.has(request.key)) firstOfKey.set(request.key, request);
  }
  if (firstOfKey.size === 0) return new Set();
  return insertFreeKeys(
    db,
    [...firstOfKey.values()].map(({ userId, key, method, path, requestHash }) => ({
      userId,
      key,
      method,
      path,
      requestHash,
    })),
  );
}

async function findAnswered(
  db: Database,
  userId: string,
  keys: readonly string[],
): Promise<Map<string, AnsweredKey>> {
  const rows = await db
    .select()
    .from(idempotencyRecords)
    .where(
      and(
        eq(idempotencyRecords.userId, userId),
        inArray(idempotencyRecords.key, [...keys]),
        isNotNull(idempotencyRecords.statusCode),
      ),
    );
  const answered = new Map<string, AnsweredKey>();
  for (const { key, method, path, requestHash, statusCode, response } of rows) {
    if (statusCode !== null && response !== null) {
      answered.set(key, { method, path, requestHash, statusCode, response });
    }
  }
  return answered;
}

/**
 * The claim, replay and store steps of Idempotency-Key (docs/api.md, "Idempotency keys") over the
 * `idempotency_records` table, shared by the per-route plugin and the batched push so that a
 * write sent one way and retried the other is applied once. `hashSecret` keys the hash of each
 * request's body. Each instance purges records past their retention at its first claim, then
 * at most hourly.
 */
export function idempotencyKeys(hashSecret: string): IdempotencyKeys {
  let lastPurgeAt = 0;
  const hashKey = createSecretKey(Buffer.from(hashSecret, 'utf8'));

  const hashed = ({ body, ...request }: IdempotentRequest): HashedRequest => ({
    ...request,
    requestHash: requestHashOf(hashKey, body),
  });

  async function purgeOldRecords(db: Database): Promise<void> {
    const now = Date.now();
    if (now - lastPurgeAt < purgeEveryMs) return;
    lastPurgeAt = now;
    await db
      .delete(idempotencyRecords)
      .where(
        lt(
          idempotencyRecords.createdAt,
          sql`now() - ${idempotencyRetentionDays} * interval '1 day'`,
        ),
      );
  }

  return {
    async claim(db, request) {
      await purgeOldRecords(db);
      return claimKey(db, hashed(request));
    },
    claimOfAnswered: (request, answered) => claimOfAnsweredHashed(hashed(request), answered),
    findAnswered: (db, userId, keys) =>
      keys.length === 0 ? Promise.resolve(new Map()) : findAnswered(db, userId, keys),
    async claimMany(db, requests) {
      await purgeOldRecords(db);
      return claimMany(db, requests.map(hashed));
    },
    async anyKnown(db, userId, keys) {
      if (keys.length === 0) return false;
      // The keys as one JSON parameter: `inArray` binds each as a parameter of its own.
      const [found] = await db
        .select({ key: idempotencyRecords.key })
        .from(idempotencyRecords)
        .where(
          and(
            eq(idempotencyRecords.userId, userId),
            sql`${idempotencyRecords.key} = any(array(select json_array_elements_text(${JSON.stringify(keys)}::json)))`,
          ),
        )
        .limit(1);
      return found !== undefined;
    },
    async insertAnswered(db, answers) {
      if (answers.length === 0) return new Set();
      await purgeOldRecords(db);
      return insertFreeKeys(
        db,
        answers.map(({ request, statusCode, response }) => ({
          ...hashed(request),
          statusCode,
          response,
        })),
      );
    },
    async storeMany(db, userId, answers) {
      if (answers.length === 0) return;
      const values = JSON.stringify(
        answers.map(({ key, statusCode, response }) => ({
          key,
          status_code: statusCode,
          response,
        })),
      );
      await db.execute(sql`
        update ${idempotencyRecords}
        set status_code = answer.status_code, response = answer.response
        from jsonb_to_recordset(${values}::jsonb)
          as answer(key text, status_code integer, response jsonb)
        where ${idempotencyRecords.userId} = ${userId} and ${idempotencyRecords.key} = answer.key`);
    },
    async releaseMany(db, userId, keys) {
      if (keys.length === 0) return;
      await db
        .delete(idempotencyRecords)
        .where(
          and(eq(idempotencyRecords.userId, userId), inArray(idempotencyRecords.key, [...keys])),
        );
    },
    async store(db, holder, statusCode, response) {
      await db.update(idempotencyRecords).set({ statusCode, response }).where(ofHolder(holder));
    },
    async release(db, holder) {
      await db.delete(idempotencyRecords).where(ofHolder(holder));
    },
  };
}

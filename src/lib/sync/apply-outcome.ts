import type { OutboxEntry } from '../db/core-rows.ts';
import type { SyncedRecord } from '../db/synced-record.ts';
import type { UserDb } from '../db/user-db.ts';

import { backoffDelayMs } from './backoff.ts';
import type { SendOutcome } from './classify-response.ts';
import { entriesOfRecord } from './outbox-queries.ts';
import { withVersion } from './with-version.ts';

export interface ApplyContext {
  db: UserDb;
  now: () => number;
  random: () => number;
}

/**
 * Records what the server answered for `sent` (the entry as it was read before sending).
 * Each change is one transaction, and none happens if the entry changed meanwhile (the
 * user discarded or retried it while the request was in flight).
 */
export async function applyOutcome(
  context: ApplyContext,
  sent: OutboxEntry,
  outcome: SendOutcome,
): Promise<void> {
  if (outcome.kind === 'unreachable') return applyUnreachable(context, sent, outcome);
  if (outcome.kind === 'sent') return applySent(context, sent, outcome.result);
  // Any answer at all: the server is in reach again.
  await context.db.syncMeta.delete('serverUnreachableAt');
  switch (outcome.kind) {
    case 'retry':
      return applyRetry(context, sent, outcome);
    case 'rejected':
    case 'conflict':
      return applyBlocked(context, sent, outcome);
    case 'unauthorized':
      await context.db.syncMeta.put({ key: 'needsSignIn', value: true });
      return;
  }
}

function recordTable(db: UserDb, entry: OutboxEntry) {
  return db.table<SyncedRecord, string>(entry.recordTable);
}

async function unchangedEntry(db: UserDb, sent: OutboxEntry): Promise<OutboxEntry | null> {
  const current = await db.outbox.get(sent.id);
  if (!current || current.state !== 'pending' || current.idempotencyKey !== sent.idempotencyKey) {
    return null;
  }
  return current;
}

function applySent(context: ApplyContext, sent: OutboxEntry, result: unknown) {
  return applySentOutcomes(context, [{ sent, result }]);
}

/**
 * Records many writes the server applied in one transaction: a batch's hundred answers cost
 * one commit of the device database rather than a hundred, which on a phone is the gap before
 * the next batch can leave.
 */
export async function applySentOutcomes(
  context: ApplyContext,
  applied: { sent: OutboxEntry; result: unknown }[],
): Promise<void> {
  if (applied.length === 0) return;
  const { db } = context;
  const tables = [...new Set(applied.map(({ sent }) => sent.recordTable))].map((name) =>
    db.table<SyncedRecord, string>(name),
  );
  await db.transaction('rw', [db.outbox, db.files, db.syncMeta, ...tables], async () => {
    await db.syncMeta.delete('serverUnreachableAt');
    await db.syncMeta.bulkPut([
      { key: 'lastSyncAt', value: context.now() },
      { key: 'needsSignIn', value: false },
    ]);
    for (const { sent, result } of applied) await recordSent(db, sent, result);
  });
}

/** One applied write, inside the caller's transaction. */
async function recordSent(db: UserDb, sent: OutboxEntry, result: unknown): Promise<void> {
  const table = recordTable(db, sent);
  if (!(await unchangedEntry(db, sent))) return;
  await db.outbox.delete(sent.id);

  const serverVersion = versionOf(result);
  const later = await entriesOfRecord(db, sent.recordKey);
  if (serverVersion !== undefined) {
    // Later edits were made on top of this one: they now build on the server's new version.
    for (const entry of later) {
      if (entry.operation !== 'create') {
        await db.outbox.update(entry.id, { body: withVersion(entry.body, serverVersion) });
      }
    }
  }

  if (sent.operation === 'delete') {
    if (later.length === 0) {
      await table.delete(sent.recordId);
      await db.files.where('recordKey').equals(sent.recordKey).delete();
    }
    return;
  }
  const changes: Partial<SyncedRecord> = {};
  if (serverVersion !== undefined) changes.version = serverVersion;
  if (later.length === 0) changes.syncState = 'synced';
  await table.update(sent.recordId, changes);
}

/**
 * Offline or out of reach is not the entry's fault: no attempt is counted and no wait is
 * added, so the entry goes as soon as the server can be reached (docs/sync.md, "Push outcomes").
 */
async function applyUnreachable(
  context: ApplyContext,
  sent: OutboxEntry,
  outcome: Extract<SendOutcome, { kind: 'unreachable' }>,
) {
  const { db } = context;
  await db.transaction('rw', [db.outbox, db.syncMeta], async () => {
    await db.syncMeta.put({ key: 'serverUnreachableAt', value: context.now() });
    if (!(await unchangedEntry(db, sent))) return;
    await db.outbox.update(sent.id, { lastError: outcome.error });
  });
}

async function applyRetry(
  context: ApplyContext,
  sent: OutboxEntry,
  outcome: Extract<SendOutcome, { kind: 'retry' }>,
) {
  const { db } = context;
  await db.transaction('rw', db.outbox, async () => {
    const current = await unchangedEntry(db, sent);
    if (!current) return;
    const attempts = current.attempts + 1;
    const delayMs = Math.max(backoffDelayMs(attempts, context.random), outcome.retryAfterMs ?? 0);
    await db.outbox.update(sent.id, {
      attempts,
      nextAttemptAt: context.now() + delayMs,
      lastError: outcome.error,
    });
  });
}

async function applyBlocked(
  context: ApplyContext,
  sent: OutboxEntry,
  outcome: Extract<SendOutcome, { kind: 'rejected' | 'conflict' }>,
) {
  const { db } = context;
  const table = recordTable(db, sent);
  const state = outcome.kind === 'conflict' ? 'conflict' : 'needs_attention';
  await db.transaction('rw', [db.outbox, db.conflicts, table], async () => {
    const current = await unchangedEntry(db, sent);
    if (!current) return;
    await db.outbox.update(sent.id, {
      state,
      attempts: current.attempts + 1,
      lastError: outcome.error,
    });
    await table.update(sent.recordId, { syncState: state });
    if (outcome.kind === 'conflict') {
      await db.conflicts.put({
        recordKey: sent.recordKey,
        recordTable: sent.recordTable,
        recordId: sent.recordId,
        entryId: sent.id,
        serverRecord: outcome.serverRecord,
        detectedAt: context.now(),
      });
    }
  });
}

function versionOf(result: unknown): number | undefined {
  if (typeof result !== 'object' || result === null || !('version' in result)) return undefined;
  return typeof result.version === 'number' ? result.version : undefined;
}

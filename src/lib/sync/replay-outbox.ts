import type { OutboxEntry } from '../db/core-rows.ts';
import type { UserDb } from '../db/user-db.ts';

import { applyOutcome, type ApplyContext } from './apply-outcome.ts';
import { entriesOfRecord, recordHeads } from './outbox-queries.ts';
import type { ReplayOptions, ReplayReport } from './replay-options.ts';
import { withReplayLock } from './replay-lock.ts';
import { sendEntry, type SendContext } from './send-entry.ts';

// A JSON call that has not answered in 30 s over a weak signal is better retried than awaited.
const defaultRequestTimeoutMs = 30_000;
// Evidence videos over a weak signal take long; a hung upload still must not hold the lock forever.
const defaultUploadTimeoutMs = 30 * 60_000;

// Browsers allow six connections per host; leave room for the screen's own calls.
const defaultRecordConcurrency = 4;

type ReplayContext = SendContext &
  ApplyContext & { getAccessToken: ReplayOptions['getAccessToken']; recordConcurrency: number };

/**
 * Sends the outbox to the server, shared by the page and the service worker. Each
 * record's entries go strictly one after another, oldest first; a record that waits
 * (backoff) or needs the user holds back only its own later entries. A 401 stops the
 * run and keeps everything. Answers `busy` at once when another replay holds the lock.
 */
export async function replayOutbox(options: ReplayOptions): Promise<ReplayReport> {
  const run = await withReplayLock(() => replayAll(contextFrom(options)), options.locks);
  return run.acquired ? run.value : { outcome: 'busy', sent: 0, retrying: 0, blocked: 0 };
}

function contextFrom(options: ReplayOptions): ReplayContext {
  return {
    db: options.db,
    transport: options.transport,
    getAccessToken: options.getAccessToken,
    baseUrl: options.baseUrl ?? '/api',
    now: options.now ?? Date.now,
    random: options.random ?? Math.random,
    requestTimeoutMs: options.requestTimeoutMs ?? defaultRequestTimeoutMs,
    uploadTimeoutMs: options.uploadTimeoutMs ?? defaultUploadTimeoutMs,
    recordConcurrency: Math.max(1, options.recordConcurrency ?? defaultRecordConcurrency),
  };
}

async function replayAll(context: ReplayContext): Promise<ReplayReport> {
  const report: ReplayReport = { outcome: 'finished', sent: 0, retrying: 0, blocked: 0 };
  let sentBefore: number;
  // Go round again while something got through: writes made during the run are sent too.
  do {
    sentBefore = report.sent;
    const queue = (await dueHeads(context.db, context.now())).map((head) => head.recordKey);
    let stoppedBy: 'needs_sign_in' | 'unreachable' | null = null;
    // Records are independent of each other, so a few go at once: a teacher back online
    // with hundreds of items waits for round trips in parallel, not one after another.
    // Each record's own entries still go strictly in order.
    const worker = async () => {
      for (let recordKey = queue.shift(); recordKey && !stoppedBy; recordKey = queue.shift()) {
        const next = await replayRecord(context, recordKey, report);
        // Out of reach: the other records would fail the same way; try again when it returns.
        if (next !== 'next_record') stoppedBy ??= next;
      }
    };
    await Promise.all(Array.from({ length: context.recordConcurrency }, worker));
    if (stoppedBy) return { ...report, outcome: stoppedBy };
  } while (report.sent > sentBefore);
  return report;
}

/**
 * Whether the entry may be sent now. A wait set after the server answered (an error, a
 * Retry-After) is kept; a wait that only came from no answer at all is not, so entries
 * an older release backed off while offline go as soon as the server is in reach.
 */
function isDue(entry: OutboxEntry, nowMs: number): boolean {
  return (
    entry.state === 'pending' && (entry.nextAttemptAt <= nowMs || entry.lastError?.status === null)
  );
}

async function dueHeads(db: UserDb, nowMs: number) {
  await db.open();
  // A service worker a release behind the page may not know a newer feature's table:
  // it leaves those records to the page rather than fail the whole run.
  const knownTables = new Set(db.tables.map((table) => table.name));
  return (await recordHeads(db)).filter(
    (head) => isDue(head, nowMs) && knownTables.has(head.recordTable),
  );
}

async function replayRecord(
  context: ReplayContext,
  recordKey: string,
  report: ReplayReport,
): Promise<'next_record' | 'needs_sign_in' | 'unreachable'> {
  for (;;) {
    const [head] = await entriesOfRecord(context.db, recordKey);
    if (!head || !isDue(head, context.now())) return 'next_record';
    const accessToken = await context.getAccessToken(context.db.userId);
    if (!accessToken) {
      await context.db.syncMeta.put({ key: 'needsSignIn', value: true });
      return 'needs_sign_in';
    }
    const outcome = await sendEntry(context, head, accessToken);
    await applyOutcome(context, head, outcome);
    switch (outcome.kind) {
      case 'sent':
        report.sent += 1;
        continue;
      case 'unauthorized':
        return 'needs_sign_in';
      case 'unreachable':
        report.retrying += 1;
        return 'unreachable';
      case 'retry':
        report.retrying += 1;
        return 'next_record';
      case 'rejected':
      case 'conflict':
        report.blocked += 1;
        return 'next_record';
    }
  }
}

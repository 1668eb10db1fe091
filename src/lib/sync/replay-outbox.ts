import type { OutboxEntry } from '../db/core-rows.ts';
import type { UserDb } from '../db/user-db.ts';

import { applyOutcome, applySentOutcomes, type ApplyContext } from './apply-outcome.ts';
import type { SendOutcome } from './classify-response.ts';
import { recordHeads } from './outbox-queries.ts';
import { readyMutation, takeBatch, type BatchLimits, type ReadyMutation } from './push-batch.ts';
import type { ReplayOptions, ReplayReport } from './replay-options.ts';
import { withReplayLock } from './replay-lock.ts';
import { sendBatch, type BatchContext } from './send-batch.ts';
import { transportHttpStack } from './transport-http-stack.ts';
import {
  hasFilesToUpload,
  uploadEntryFiles,
  uploadedIdsOfRecord,
  type UploadContext,
} from './upload-entry-files.ts';

// A batch that has not answered in 30 s over a weak signal is better retried than awaited.
const defaultRequestTimeoutMs = 30_000;
// Evidence videos over a weak signal take long; a hung upload still must not hold the lock forever.
const defaultUploadTimeoutMs = 30 * 60_000;
// A phone's uplink can pause for a while in a corridor; a minute of nothing is a dead link.
const defaultUploadStallTimeoutMs = 45_000;
// Uploads share the uplink: two at once keep it busy across a round trip, more only split it.
const defaultUploadConcurrency = 2;
// Two batches in flight: the next one travels while the server applies the previous one.
const defaultBatchesInFlight = 2;

type ReplayContext = UploadContext &
  BatchContext &
  ApplyContext & {
    getAccessToken: ReplayOptions['getAccessToken'];
    uploadConcurrency: number;
    batchesInFlight: number;
    batchLimits: BatchLimits | undefined;
  };

type StopReason = 'needs_sign_in' | 'unreachable';

/**
 * Sends the outbox to the server, shared by the page and the service worker (docs/sync.md, "Push").
 * Each round takes the oldest waiting entry of every record that is due: entries without files
 * to upload go at once in batches to the push endpoint, the others after their files are
 * uploaded, a few at a time. A record's next entry waits for the next round, so each record's
 * entries reach the server strictly in order, and a record that waits (backoff) or needs the
 * user holds back only its own. A 401 or no answer at all stops the run and keeps everything.
 * Answers `busy` at once when another replay holds the lock.
 */
export async function replayOutbox(options: ReplayOptions): Promise<ReplayReport> {
  const run = await withReplayLock(() => replayAll(contextFrom(options)), options.locks);
  return run.acquired
    ? run.value
    : { outcome: 'busy', sent: 0, uploaded: 0, retrying: 0, blocked: 0 };
}

function contextFrom(options: ReplayOptions): ReplayContext {
  const uploadTimeoutMs = options.uploadTimeoutMs ?? defaultUploadTimeoutMs;
  return {
    db: options.db,
    transport: options.transport,
    getAccessToken: options.getAccessToken,
    baseUrl: options.baseUrl ?? '/api',
    now: options.now ?? Date.now,
    random: options.random ?? Math.random,
    requestTimeoutMs: options.requestTimeoutMs ?? defaultRequestTimeoutMs,
    uploadTimeoutMs,
    ...(options.uploadHttpStack
      ? {
          uploadHttpStack: options.uploadHttpStack,
          uploadStallTimeoutMs: options.uploadStallTimeoutMs ?? defaultUploadStallTimeoutMs,
        }
      : {
          // No progress comes this way before a request ends: only its time limit applies.
          uploadHttpStack: transportHttpStack(options.transport, uploadTimeoutMs),
          uploadStallTimeoutMs: uploadTimeoutMs,
        }),
    uploadConcurrency: Math.max(1, options.uploadConcurrency ?? defaultUploadConcurrency),
    batchesInFlight: Math.max(1, options.batchesInFlight ?? defaultBatchesInFlight),
    batchLimits: options.batchLimits,
  };
}

async function replayAll(context: ReplayContext): Promise<ReplayReport> {
  const report: ReplayReport = {
    outcome: 'finished',
    sent: 0,
    uploaded: 0,
    retrying: 0,
    blocked: 0,
  };
  let sentBefore: number;
  // Go round again while something got through: later entries of the same records, and
  // writes made during the run, are sent too.
  do {
    sentBefore = report.sent;
    const stopped = await replayRound(context, report);
    if (stopped) return { ...report, outcome: stopped };
  } while (report.sent > sentBefore);
  return report;
}

async function replayRound(
  context: ReplayContext,
  report: ReplayReport,
): Promise<StopReason | null> {
  const heads = await dueHeads(context.db, context.now());
  if (heads.length === 0) return null;
  const accessToken = await context.getAccessToken(context.db.userId);
  if (!accessToken) {
    await context.db.syncMeta.put({ key: 'needsSignIn', value: true });
    return 'needs_sign_in';
  }

  const batcher = createBatcher(context, accessToken, report);
  const withUploads: OutboxEntry[] = [];
  const ready: ReadyMutation[] = [];
  for (const head of heads) {
    if (await hasFilesToUpload(context.db, head)) withUploads.push(head);
    else ready.push(readyMutation(head, await uploadedIdsOfRecord(context.db, head.recordKey)));
  }
  batcher.add(...ready);

  const uploadQueue = [...withUploads];
  const uploader = async () => {
    for (let head = uploadQueue.shift(); head && !batcher.stopped(); head = uploadQueue.shift()) {
      const uploaded = await uploadEntryFiles(context, head, accessToken, () => {
        report.uploaded += 1;
      });
      if (uploaded instanceof Map) {
        batcher.add(readyMutation(head, uploaded));
        continue;
      }
      await record(context, report, head, uploaded);
      const stop = stopReasonOf(uploaded);
      if (stop) batcher.stop(stop);
    }
  };
  await Promise.all(Array.from({ length: context.uploadConcurrency }, uploader));
  return batcher.finish();
}

interface Batcher {
  add(...ready: ReadyMutation[]): void;
  stop(reason: StopReason): void;
  stopped(): boolean;
  /** Sends what is left and answers why the run must stop, if it must. */
  finish(): Promise<StopReason | null>;
}

/**
 * Collects ready entries and keeps up to `batchesInFlight` batches going: entries that are
 * ready together go together, and one that becomes ready later (its upload finished) goes in
 * the next batch rather than waiting for the others.
 */
function createBatcher(context: ReplayContext, accessToken: string, report: ReplayReport): Batcher {
  const queue: ReadyMutation[] = [];
  const inFlight = new Set<Promise<void>>();
  let stopReason: StopReason | null = null;

  async function send(batch: ReadyMutation[]): Promise<void> {
    const answer = await sendBatch(context, batch, accessToken);
    if (answer.kind === 'whole') {
      for (const ready of batch) await record(context, report, ready.entry, answer.outcome);
      const stop = stopReasonOf(answer.outcome);
      if (stop) stopReason ??= stop;
      return;
    }
    const applied: { sent: OutboxEntry; result: unknown }[] = [];
    for (const ready of batch) {
      const outcome = answer.outcomes.get(ready.entry.id) ?? missingOutcome();
      // Not tried: an earlier entry of its record was not applied; it goes in a later round.
      if (outcome === 'skipped') continue;
      if (outcome.kind === 'sent') {
        applied.push({ sent: ready.entry, result: outcome.result });
        continue;
      }
      await record(context, report, ready.entry, outcome);
      const stop = stopReasonOf(outcome);
      if (stop) stopReason ??= stop;
    }
    await applySentOutcomes(context, applied);
    report.sent += applied.length;
  }

  function pump(): void {
    while (!stopReason && queue.length > 0 && inFlight.size < context.batchesInFlight) {
      const sending = send(takeBatch(queue, context.batchLimits)).finally(() => {
        inFlight.delete(sending);
        pump();
      });
      inFlight.add(sending);
    }
  }

  return {
    add(...ready) {
      queue.push(...ready);
      pump();
    },
    stop(reason) {
      stopReason ??= reason;
    },
    stopped: () => stopReason !== null,
    async finish() {
      while (inFlight.size > 0) await Promise.all([...inFlight]);
      return stopReason;
    },
  };
}

async function record(
  context: ReplayContext,
  report: ReplayReport,
  entry: OutboxEntry,
  outcome: SendOutcome,
): Promise<void> {
  await applyOutcome(context, entry, outcome);
  switch (outcome.kind) {
    case 'sent':
      report.sent += 1;
      return;
    case 'retry':
    case 'unreachable':
      report.retrying += 1;
      return;
    case 'rejected':
    case 'conflict':
      report.blocked += 1;
      return;
    case 'unauthorized':
      return;
  }
}

function stopReasonOf(outcome: SendOutcome): StopReason | null {
  if (outcome.kind === 'unauthorized') return 'needs_sign_in';
  if (outcome.kind === 'unreachable') return 'unreachable';
  return null;
}

// The server answered the batch but not this entry: a server fault, tried again later.
function missingOutcome(): SendOutcome {
  return {
    kind: 'retry',
    error: { status: null, key: 'common.error.server', fieldErrors: [] },
    retryAfterMs: null,
  };
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

import { toCamelCaseKeys } from '../../../contract/case-keys.ts';
import { pathOf } from '../../../contract/endpoints/define-endpoint.ts';
import { syncEndpoints } from '../../../contract/endpoints/sync.ts';
import {
  pullLimits,
  type PullPage,
  type PullQuery,
  type SyncTable,
} from '../../../contract/sync-pull.ts';
import type { UserDb } from '../db/user-db.ts';

import {
  applyPulledChanges,
  deleteUnseenRows,
  pulledDexieTables,
  type ResyncSeen,
} from './apply-pulled-changes.ts';
import { classifyResponse } from './classify-response.ts';
import type { PullMappings } from './pull-mapping.ts';
import type { Transport } from './replay-options.ts';
import { sendRequest } from './send-request.ts';

export interface PullOptions {
  db: UserDb;
  transport: Transport;
  getAccessToken: (userId: string) => Promise<string | null> | string | null;
  mappings: PullMappings;
  /** Prefix of the API; default `/api`. */
  baseUrl?: string;
  now?: () => number;
  /** Changes per page; default the server's. */
  pageSize?: number;
  requestTimeoutMs?: number;
  /** After each page: how many changes this pull has written so far. */
  onProgress?: (changesSoFar: number) => void;
}

export type PullOutcome = 'finished' | 'unreachable' | 'needs_sign_in' | 'failed';

export interface PullReport {
  outcome: PullOutcome;
  changes: number;
  pages: number;
  /** The tables this pull brought changes of, mapped or not (e.g. the profile, to reload). */
  tablesChanged: Set<SyncTable>;
}

// A full resync that raced a write the outbox delivered is run once more, then left for later.
const maxResyncRuns = 2;

/**
 * Brings the device up to date with the server (docs/sync.md, "Pull"): asks the pull endpoint for what
 * changed since the stored cursor, page after page, and writes each page into the feature
 * tables with the new cursor in one transaction, so a pull cut off midway continues where it
 * stopped. A full resync (no cursor yet, or one the server can no longer continue) keeps the
 * cursor in memory until its last page, then deletes the rows it did not carry.
 */
export async function pullChanges(options: PullOptions): Promise<PullReport> {
  const report: PullReport = {
    outcome: 'finished',
    changes: 0,
    pages: 0,
    tablesChanged: new Set(),
  };
  for (let run = 0; run < maxResyncRuns; run += 1) {
    const resyncRaced = await pullPages(options, report);
    if (report.outcome !== 'finished' || !resyncRaced) return report;
  }
  return report;
}

/** Answers true when a full resync could not finish because the outbox delivered meanwhile. */
async function pullPages(options: PullOptions, report: PullReport): Promise<boolean> {
  const { db, mappings } = options;
  const tables = pulledDexieTables(db, mappings);
  // One read for the three: each query would open a transaction of its own, and the start of
  // the app pulls twice (at once, then when the realtime socket is ready).
  const [storedCursor, lastSync, lastPull] = await db.syncMeta.bulkGet([
    'pullCursor',
    'lastSyncAt',
    'lastPullAt',
  ]);
  let cursor = typeof storedCursor?.value === 'string' ? storedCursor.value : undefined;
  const syncedBefore = lastSync?.value;
  const firstPull = lastPull === undefined;
  let seen: ResyncSeen | null = null;
  for (;;) {
    const page = await fetchPage(options, cursor);
    if (typeof page === 'string') {
      report.outcome = page;
      return false;
    }
    report.pages += 1;
    if (page.reset) seen = new Map();
    const resyncing = seen !== null;
    // A page without changes writes the cursor alone: a transaction over every pulled table
    // would hold up the screens reading them (docs/sync.md, "Pull").
    const written =
      resyncing || page.changes.length > 0 ? [...tables, db.files, db.syncMeta] : [db.syncMeta];
    await db.transaction('rw', written, async () => {
      await applyPulledChanges(db, mappings, page.changes, seen);
      if (!resyncing) await saveCursor(db, page.cursor, options.now);
      else if (firstPull) {
        await db.syncMeta.put({
          key: 'firstPullCount',
          value: report.changes + page.changes.length,
        });
      }
    });
    report.changes += page.changes.length;
    for (const change of page.changes) report.tablesChanged.add(change.table);
    options.onProgress?.(report.changes);
    cursor = page.cursor;
    if (!page.hasMore) break;
  }
  if (!seen) return false;
  const finishedSeen = seen;
  return db.transaction('rw', [...tables, db.files, db.syncMeta], async () => {
    // A write the outbox delivered during the resync may be missing from its pages.
    if ((await db.syncMeta.get('lastSyncAt'))?.value !== syncedBefore) return true;
    await deleteUnseenRows(db, mappings, finishedSeen);
    await saveCursor(db, cursor ?? '', options.now);
    await db.syncMeta.delete('firstPullCount');
    return false;
  });
}

async function saveCursor(db: UserDb, cursor: string, now: (() => number) | undefined) {
  await db.syncMeta.bulkPut([
    { key: 'pullCursor', value: cursor },
    { key: 'lastPullAt', value: (now ?? Date.now)() },
  ]);
}

async function fetchPage(
  options: PullOptions,
  cursor: string | undefined,
): Promise<PullPage | Exclude<PullOutcome, 'finished'>> {
  const accessToken = await options.getAccessToken(options.db.userId);
  if (!accessToken) return 'needs_sign_in';
  const pull = syncEndpoints.pull;
  const query: PullQuery = { limit: options.pageSize ?? pullLimits.defaultLimit };
  if (cursor) query.cursor = cursor;
  const search = new URLSearchParams(
    Object.entries(query).map(([name, value]) => [name, String(value)]),
  );
  const context = {
    transport: options.transport,
    baseUrl: options.baseUrl ?? '/api',
    now: options.now ?? Date.now,
  };
  const answer = await sendRequest(
    context,
    `${pathOf(pull)}?${search.toString()}`,
    {
      method: pull.method,
      headers: { Accept: 'application/json', Authorization: `Bearer ${accessToken}` },
    },
    options.requestTimeoutMs ?? 30_000,
  );
  if (!(answer instanceof Response)) return 'unreachable';
  if (!answer.ok) {
    const outcome = await classifyResponse(answer, context.now());
    if (outcome.kind === 'unauthorized') return 'needs_sign_in';
    return outcome.kind === 'unreachable' ? 'unreachable' : 'failed';
  }
  const body = (await answer.json().catch(() => null)) as { result?: unknown } | null;
  const parsed = pull.result.safeParse(toCamelCaseKeys(body?.result));
  return parsed.success ? parsed.data : 'failed';
}

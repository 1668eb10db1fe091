import type { FastifyInstance } from 'fastify';

import { pullLimits, type PullChange, type PullPage } from '../../../../contract/sync-pull.ts';
import type { AuthenticatedUser } from '../../plugins/auth/authenticated-user.ts';
import { changeRowsAfter } from './change-rows.ts';
import { cursorKeyOf, decodePullCursor, encodePullCursor } from './cursor-codec.ts';
import type { OwedSingletons, PullCursor, PullRun } from './pull-cursor.ts';
import { recordChangesOf } from './record-changes.ts';
import {
  lapseInstantOf,
  profileChange,
  subscriptionChange,
  type SingletonContext,
} from './singleton-changes.ts';
import { currentSnapshot, unseenAfter, type TransactionSnapshot } from './transaction-snapshot.ts';

export type PullContext = SingletonContext & Pick<FastifyInstance, 'config'>;

type RunningCursor = PullCursor & { run: PullRun };

/**
 * Whether the device may go on from its cursor: the same user, role and school (otherwise what
 * they may see changed), and transaction ids this database has reached (otherwise the cursor
 * comes from a database that was replaced or restored from a backup).
 */
function canContinue(
  cursor: PullCursor,
  viewer: AuthenticatedUser,
  snapshot: TransactionSnapshot,
): boolean {
  const ids = [
    cursor.unseen?.floor,
    cursor.run?.unseenAtStart.floor,
    cursor.run?.after?.changedBy,
  ].filter((id) => id !== undefined);
  return (
    cursor.userId === viewer.id &&
    cursor.role === viewer.role &&
    cursor.organizationId === viewer.organizationId &&
    ids.every((id) => id <= snapshot.xmax)
  );
}

/**
 * A new run from the device's cursor, or from nothing (a reset). Its last page hands on what
 * `snapshot` could not see: every change committed after this point.
 */
async function startRun(
  app: PullContext,
  viewer: AuthenticatedUser,
  previous: PullCursor | undefined,
  snapshot: TransactionSnapshot,
): Promise<RunningCursor> {
  const unseen = previous?.unseen ?? null;
  const lapsed = previous?.lapsesAt != null && previous.lapsesAt <= app.clock.now().getTime();
  const owesSingletons = unseen === null || lapsed;
  return {
    userId: viewer.id,
    role: viewer.role,
    organizationId: viewer.organizationId,
    unseen,
    run: {
      unseenAtStart: unseenAfter(snapshot),
      after: null,
      owed: { profile: owesSingletons, subscription: owesSingletons },
    },
    lapsesAt: await lapseInstantOf(app, viewer),
  };
}

async function owedSingletonChanges(
  app: PullContext,
  viewer: AuthenticatedUser,
  owed: OwedSingletons,
  limit: number,
): Promise<{ changes: PullChange[]; stillOwed: OwedSingletons }> {
  const changes: PullChange[] = [];
  const stillOwed = { ...owed };
  if (stillOwed.profile && changes.length < limit) {
    changes.push(await profileChange(app, viewer));
    stillOwed.profile = false;
  }
  if (stillOwed.subscription && changes.length < limit) {
    changes.push(await subscriptionChange(app, viewer));
    stillOwed.subscription = false;
  }
  return { changes, stillOwed };
}

/** One page of `GET /sync/pull` for the signed-in viewer (README.md explains the design). */
export async function pullPage(
  app: PullContext,
  viewer: AuthenticatedUser,
  query: { cursor?: string | undefined; limit?: number | undefined },
): Promise<PullPage> {
  const limit = query.limit ?? pullLimits.defaultLimit;
  const key = cursorKeyOf(app.config.jwtSecret);
  // Taken before anything is read, so every change this page does not show is after it.
  const snapshot = await currentSnapshot(app.db);
  const given = query.cursor === undefined ? undefined : decodePullCursor(query.cursor, key);
  const usable = given && canContinue(given, viewer, snapshot) ? given : undefined;
  const cursor: RunningCursor = usable?.run
    ? { ...usable, run: usable.run }
    : await startRun(app, viewer, usable, snapshot);
  const startsReset = !usable?.run && cursor.unseen === null;

  const { run } = cursor;
  const singletons = await owedSingletonChanges(app, viewer, run.owed, limit);
  const budget = limit - singletons.changes.length;
  const rows =
    budget > 0
      ? await changeRowsAfter(app.db, viewer.id, cursor.unseen, run.after, budget + 1)
      : [];
  const pageRows = rows.slice(0, budget);
  const records = await recordChangesOf(app, viewer, pageRows, {
    withDeletes: cursor.unseen !== null,
  });
  const { stillOwed } = singletons;
  const hasMore =
    budget === 0 || rows.length > budget || stillOwed.profile || stillOwed.subscription;

  const next: PullCursor = hasMore
    ? { ...cursor, run: { ...run, after: pageRows.at(-1) ?? run.after, owed: stillOwed } }
    : { ...cursor, unseen: run.unseenAtStart, run: null };
  return {
    changes: [...singletons.changes, ...records],
    cursor: encodePullCursor(next, key),
    hasMore,
    reset: startsReset,
  };
}

import { sql } from 'drizzle-orm';

import type { Database } from '../../db/database.ts';
import { executeRows } from '../../db/execute-rows.ts';
import type { UnseenTransactions } from './pull-cursor.ts';

/** Which transactions a read now sees: those below `xmax` that are not `running`. */
export interface TransactionSnapshot {
  xmax: bigint;
  running: bigint[];
}

/**
 * Running transactions a cursor lists by id; beyond that many, the floor drops to the newest
 * of them, so the next pull also sends some changes it already sent (never fewer).
 */
const listedRunningMax = 8;

const ascending = (left: bigint, right: bigint) => (left < right ? -1 : left > right ? 1 : 0);

export async function currentSnapshot(db: Database): Promise<TransactionSnapshot> {
  const [row] = await executeRows<{ snapshot: string }>(
    db,
    sql`select pg_current_snapshot()::text as snapshot`,
  );
  // `xmin:xmax:running,running,...`
  const [, xmax, running] = (row?.snapshot ?? '').split(':');
  if (xmax === undefined || running === undefined) {
    throw new Error(`unexpected snapshot: ${row?.snapshot}`);
  }
  return {
    xmax: BigInt(xmax),
    running: running === '' ? [] : running.split(',').map(BigInt).sort(ascending),
  };
}

/**
 * The transactions whose changes a read at `snapshot` could not see: every one that was
 * running, and every one that had not started.
 */
export function unseenAfter(snapshot: TransactionSnapshot): UnseenTransactions {
  const { xmax, running } = snapshot;
  if (running.length <= listedRunningMax) return { floor: xmax, older: running };
  const floor = running[listedRunningMax - 1] ?? xmax;
  return { floor, older: running.slice(0, listedRunningMax - 1) };
}

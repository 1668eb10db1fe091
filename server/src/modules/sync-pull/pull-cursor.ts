import type { Role } from '../../../../contract/constants.ts';
import type { SyncTable } from '../../../../contract/sync-pull.ts';

/**
 * Transactions whose changes a device may not have seen: every id from `floor` up, and the
 * older ones listed in `older` (still running when the device last pulled).
 */
export interface UnseenTransactions {
  floor: bigint;
  older: bigint[];
}

/** Where a page ended, in the change rows' order. */
export interface PullPosition {
  changedBy: bigint;
  table: SyncTable;
  recordId: string;
}

/** The singletons a run still has to send whatever the change rows say. */
export interface OwedSingletons {
  profile: boolean;
  subscription: boolean;
}

/** A run of pages, from its first page to the one with `hasMore: false`. */
export interface PullRun {
  /** What the run's first page could not see; the last page hands it on as `unseen`. */
  unseenAtStart: UnseenTransactions;
  after: PullPosition | null;
  owed: OwedSingletons;
}

/** What the opaque cursor holds (README.md). */
export interface PullCursor {
  userId: string;
  role: Role;
  organizationId: string | null;
  /** The changes the device may lack; null: it has nothing yet (a reset run). */
  unseen: UnseenTransactions | null;
  /** Set between the pages of a run; null in the cursor the device keeps between pulls. */
  run: PullRun | null;
  /** When the subscription the device holds lapses without any write (ms since the epoch). */
  lapsesAt: number | null;
}

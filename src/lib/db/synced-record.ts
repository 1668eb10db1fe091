export const syncStates = ['pending', 'synced', 'needs_attention', 'conflict'] as const;
export type SyncState = (typeof syncStates)[number];

/** What every feature row that reaches the server through the outbox carries. */
export interface SyncedRecord {
  id: string;
  /** The server's version this copy is based on; absent until the server first accepts it. */
  version?: number;
  syncState: SyncState;
  /** Set while a delete waits for the server; screens hide such rows. */
  deletedLocally?: boolean;
}

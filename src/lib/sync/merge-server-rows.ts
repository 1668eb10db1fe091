import type { PulledRow } from './pull-mapping.ts';

/**
 * A change the device has not sent yet (pending, refused, in conflict, being deleted) wins
 * over the server's copy until it reaches the server: the push then answers with the new
 * version, or a conflict (docs/sync.md, "Pull").
 */
export function hasLocalChange(row: PulledRow): boolean {
  return (row.syncState !== undefined && row.syncState !== 'synced') || row.deletedLocally === true;
}

/** Whether a server copy at `serverVersion` may replace what the device holds of the record. */
export function serverCopyMayReplace(
  local: PulledRow | undefined,
  serverVersion?: number,
): boolean {
  if (!local) return true;
  if (hasLocalChange(local)) return false;
  return (
    local.version === undefined || serverVersion === undefined || local.version <= serverVersion
  );
}

export interface RowMerge<Row> {
  put: Row[];
  deleteIds: string[];
}

/**
 * Server records merged into the device's rows of the same scope (say, one beneficiary's
 * plans), by the one rule every way into a table follows: a local change is never
 * overwritten, an older server copy never replaces a newer local one, and, when
 * `allowDeletes`, a row with nothing waiting that the server no longer lists is gone.
 * Deletes are off when the list may predate a write the device has just synced.
 */
export function mergeServerRows<
  Server extends { id: string; version?: number },
  Row extends PulledRow,
>(
  local: readonly Row[],
  server: readonly Server[],
  toRow: (record: Server) => Row,
  { allowDeletes }: { allowDeletes: boolean },
): RowMerge<Row> {
  const localById = new Map(local.map((row) => [row.id, row]));
  const put = server
    .filter((record) => serverCopyMayReplace(localById.get(record.id), record.version))
    .map(toRow);
  if (!allowDeletes) return { put, deleteIds: [] };
  const serverIds = new Set(server.map((record) => record.id));
  const deleteIds = local
    .filter((row) => !serverIds.has(row.id) && !hasLocalChange(row))
    .map((row) => row.id);
  return { put, deleteIds };
}

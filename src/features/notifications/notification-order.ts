import type { NotificationRow } from './notification-row.ts';

/** Newest first: ids are UUID v7, so they sort by the time the server made them. */
export function newestFirst<Row extends Pick<NotificationRow, 'id'>>(rows: readonly Row[]): Row[] {
  return [...rows].sort((a, b) => (a.id < b.id ? 1 : a.id > b.id ? -1 : 0));
}

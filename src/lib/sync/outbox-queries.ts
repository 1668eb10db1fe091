import { Dexie } from 'dexie';

import type { OutboxEntry } from '../db/core-rows.ts';
import type { UserDb } from '../db/user-db.ts';

/** Replay order: creation time, then id (UUIDv7, increasing) for entries of the same millisecond. */
export function compareEntries(a: OutboxEntry, b: OutboxEntry): number {
  return a.createdAt - b.createdAt || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
}

/** The entries of one record, oldest first. */
export async function entriesOfRecord(db: UserDb, recordKey: string): Promise<OutboxEntry[]> {
  const entries = await db.outbox
    .where('[recordKey+createdAt]')
    .between([recordKey, Dexie.minKey], [recordKey, Dexie.maxKey])
    .toArray();
  return entries.sort(compareEntries);
}

/**
 * The entries of one table's records, read along the record-key index (`<table>:<id>`, so they
 * sit together in it) rather than by stepping through every waiting write. Unordered.
 */
export function entriesOfTable(db: UserDb, table: string): Promise<OutboxEntry[]> {
  // Every key `<table>:…` sorts below `<table>;`, ';' being the character after ':'.
  return db.outbox
    .where('[recordKey+createdAt]')
    .between([`${table}:`, Dexie.minKey], [`${table};`, Dexie.minKey])
    .toArray();
}

/**
 * The oldest entry of each record, oldest record first. Only a head may be sent; its
 * state is the record's state in the queue (a blocked head blocks the rest).
 */
export async function recordHeads(db: UserDb): Promise<OutboxEntry[]> {
  const heads = new Map<string, OutboxEntry>();
  for (const entry of await db.outbox.toArray()) {
    const head = heads.get(entry.recordKey);
    if (!head || compareEntries(entry, head) < 0) heads.set(entry.recordKey, entry);
  }
  return [...heads.values()].sort(compareEntries);
}

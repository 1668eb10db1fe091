import { createHmac, timingSafeEqual } from 'node:crypto';

import { roles } from '../../../../contract/constants.ts';
import { syncTables } from '../../../../contract/sync-pull.ts';
import { CursorReader, CursorWriter, MalformedCursor } from './cursor-bytes.ts';
import type { PullCursor, PullPosition, UnseenTransactions } from './pull-cursor.ts';

const formatVersion = 1;
const macBytes = 16;

const flags = {
  organization: 1,
  unseen: 2,
  run: 4,
  after: 8,
  owesProfile: 16,
  owesSubscription: 32,
  lapsesAt: 64,
} as const;

/** The key that signs cursors, derived from the server's secret so it serves nothing else. */
export function cursorKeyOf(serverSecret: string): Buffer {
  return createHmac('sha256', serverSecret).update('shawahid sync-pull cursor').digest();
}

function macOf(key: Buffer, body: Buffer): Buffer {
  return createHmac('sha256', key).update(body).digest().subarray(0, macBytes);
}

function writeUnseen(writer: CursorWriter, unseen: UnseenTransactions): void {
  writer.unsigned(unseen.floor).byte(unseen.older.length);
  for (const id of unseen.older) writer.unsigned(id);
}

function readUnseen(reader: CursorReader): UnseenTransactions {
  const floor = reader.unsigned();
  const count = reader.byte();
  return { floor, older: Array.from({ length: count }, () => reader.unsigned()) };
}

function indexIn<Value>(list: readonly Value[], value: Value): number {
  const index = list.indexOf(value);
  if (index < 0) throw new RangeError(`not in the list: ${String(value)}`);
  return index;
}

function itemOf<Value>(list: readonly Value[], index: number): Value {
  const item = list[index];
  if (item === undefined) throw new MalformedCursor('an unknown role or table');
  return item;
}

/** The cursor as an opaque, signed base64url string (about 100 to 250 characters). */
export function encodePullCursor(cursor: PullCursor, key: Buffer): string {
  const { run } = cursor;
  const writer = new CursorWriter()
    .byte(formatVersion)
    .uuid(cursor.userId)
    .byte(indexIn(roles, cursor.role))
    .byte(
      (cursor.organizationId === null ? 0 : flags.organization) |
        (cursor.unseen ? flags.unseen : 0) |
        (run ? flags.run : 0) |
        (run?.after ? flags.after : 0) |
        (run?.owed.profile ? flags.owesProfile : 0) |
        (run?.owed.subscription ? flags.owesSubscription : 0) |
        (cursor.lapsesAt === null ? 0 : flags.lapsesAt),
    );
  if (cursor.organizationId !== null) writer.uuid(cursor.organizationId);
  if (cursor.unseen) writeUnseen(writer, cursor.unseen);
  if (run) writeUnseen(writer, run.unseenAtStart);
  if (run?.after) {
    writer
      .unsigned(run.after.changedBy)
      .byte(indexIn(syncTables, run.after.table))
      .uuid(run.after.recordId);
  }
  if (cursor.lapsesAt !== null) writer.unsigned(BigInt(cursor.lapsesAt));
  const body = writer.toBuffer();
  return Buffer.concat([body, macOf(key, body)]).toString('base64url');
}

function readCursor(reader: CursorReader): PullCursor {
  if (reader.byte() !== formatVersion) throw new MalformedCursor('another format');
  const userId = reader.uuid();
  const role = itemOf(roles, reader.byte());
  const present = reader.byte();
  const organizationId = present & flags.organization ? reader.uuid() : null;
  const unseen = present & flags.unseen ? readUnseen(reader) : null;
  const unseenAtStart = present & flags.run ? readUnseen(reader) : null;
  let after: PullPosition | null = null;
  if (present & flags.after) {
    const changedBy = reader.unsigned();
    const table = itemOf(syncTables, reader.byte());
    after = { changedBy, table, recordId: reader.uuid() };
  }
  const lapsesAt = present & flags.lapsesAt ? Number(reader.unsigned()) : null;
  if (!reader.atEnd) throw new MalformedCursor('bytes after the cursor');
  const owed = {
    profile: (present & flags.owesProfile) !== 0,
    subscription: (present & flags.owesSubscription) !== 0,
  };
  return {
    userId,
    role,
    organizationId,
    unseen,
    run: unseenAtStart ? { unseenAtStart, after, owed } : null,
    lapsesAt,
  };
}

/** The cursor, or undefined for anything this server did not sign (garbage, forged, old format). */
export function decodePullCursor(text: string, key: Buffer): PullCursor | undefined {
  if (!/^[A-Za-z0-9_-]+$/.test(text)) return undefined;
  const bytes = Buffer.from(text, 'base64url');
  // Only the one spelling this server writes: no unused trailing bits that could be changed.
  if (bytes.length <= macBytes || bytes.toString('base64url') !== text) return undefined;
  const body = bytes.subarray(0, bytes.length - macBytes);
  if (!timingSafeEqual(macOf(key, body), bytes.subarray(bytes.length - macBytes))) {
    return undefined;
  }
  try {
    return readCursor(new CursorReader(body));
  } catch (error) {
    if (error instanceof MalformedCursor) return undefined;
    throw error;
  }
}

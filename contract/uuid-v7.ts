import { v7 } from 'uuid';

let lastMs = Number.NEGATIVE_INFINITY;
let sequence = 0;

/**
 * A UUIDv7 (RFC 9562), for ids made on the device offline and on the server alike: 48 bits of
 * Unix milliseconds, so ids sort by creation time (B-tree inserts stay local, the outbox keeps
 * its order), then a counter within the millisecond and random bits. Ids from one context
 * always increase, even when the clock stands still or steps back (RFC 9562 method 1): the
 * `uuid` package lays the bytes out; this keeps the counter for a time given by the caller.
 */
export function uuidv7(nowMs: number = Date.now()): string {
  const random = crypto.getRandomValues(new Uint8Array(16));
  const ms = Math.max(0, Math.floor(nowMs));
  if (ms > lastMs) {
    lastMs = ms;
    // A random start below 2^30 leaves room to count up within the millisecond.
    sequence = (((random[6] ?? 0) & 0x3f) << 24) | ((random[7] ?? 0) << 16);
  } else {
    sequence = (sequence + 1) | 0;
    if (sequence === 0) lastMs += 1;
  }
  return v7({ msecs: lastMs, seq: sequence, random });
}

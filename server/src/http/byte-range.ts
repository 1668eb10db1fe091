import type { ByteRange } from '../plugins/files/file-storage.ts';

/** What a `Range` header asks of a file of a given size (RFC 9110, section 14). */
export type RangeAnswer =
  { kind: 'whole' } | { kind: 'part'; range: ByteRange } | { kind: 'unsatisfiable' };

const singleRange = /^bytes=(\d*)-(\d*)$/;

/**
 * The part of a file a `Range` header asks for. One range only, as media players ask: a
 * header the server does not understand (several ranges, another unit, bad syntax) is ignored
 * and the whole file is sent, as RFC 9110 allows; a range that starts past the end, or an
 * empty suffix, cannot be satisfied (416).
 */
export function byteRangeOf(header: string | undefined, size: number): RangeAnswer {
  const match = header === undefined ? null : singleRange.exec(header.trim());
  if (!match) return { kind: 'whole' };
  const [, first = '', last = ''] = match;
  if (first === '' && last === '') return { kind: 'whole' };
  if (first === '') {
    // `bytes=-500`: the last 500 bytes.
    const suffix = Number(last);
    if (suffix === 0 || size === 0) return { kind: 'unsatisfiable' };
    return { kind: 'part', range: { start: Math.max(0, size - suffix), end: size - 1 } };
  }
  const start = Number(first);
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1);
  if (last !== '' && Number(last) < start) return { kind: 'whole' };
  if (start >= size) return { kind: 'unsatisfiable' };
  return { kind: 'part', range: { start, end } };
}

import { describe, expect, it } from 'vitest';

import { byteRangeOf } from './byte-range.ts';

describe('byteRangeOf', () => {
  it.each([
    ['bytes=0-99', { start: 0, end: 99 }],
    ['bytes=100-', { start: 100, end: 999 }],
    ['bytes=-100', { start: 900, end: 999 }],
    ['bytes=-5000', { start: 0, end: 999 }],
    ['bytes=990-5000', { start: 990, end: 999 }],
    ['bytes=999-999', { start: 999, end: 999 }],
  ])('reads %s of a 1000-byte file', (header, range) => {
    expect(byteRangeOf(header, 1000)).toEqual({ kind: 'part', range });
  });

  it.each([undefined, 'bytes=0-1,5-6', 'items=0-5', 'bytes=abc', 'bytes=-', 'bytes=9-3'])(
    'sends the whole file for %s',
    (header) => {
      expect(byteRangeOf(header, 1000)).toEqual({ kind: 'whole' });
    },
  );

  it.each([
    ['bytes=1000-', 1000],
    ['bytes=5000-6000', 1000],
    ['bytes=-0', 1000],
    ['bytes=0-', 0],
  ])('cannot satisfy %s of a %i-byte file', (header, size) => {
    expect(byteRangeOf(header, size)).toEqual({ kind: 'unsatisfiable' });
  });
});

/** Code points `from` to `to`, inclusive. */
export type CodePointRange = readonly [number, number];

/** A CSS `unicode-range` list ("U+0600-06FF,U+200C") as ranges of code points. */
export function parseUnicodeRanges(list = ''): CodePointRange[] {
  return list.split(',').map((range) => {
    const [from = '0', to = from] = range.trim().replace(/^U\+/i, '').split('-');
    return [parseInt(from, 16), parseInt(to, 16)] as const;
  });
}

export function rangesCover(ranges: readonly CodePointRange[], codePoint: number): boolean {
  return ranges.some(([from, to]) => codePoint >= from && codePoint <= to);
}

import { describe, expect, it } from 'vitest';

import { formatBytes } from './format-bytes.ts';

describe('formatBytes', () => {
  it('picks the unit a reader expects for the size', () => {
    expect(formatBytes(850 * 1024, 'en')).toBe('850 kB');
    expect(formatBytes(4.2 * 1024 * 1024, 'en')).toBe('4.2 MB');
    expect(formatBytes(1.5 * 1024 * 1024 * 1024, 'en')).toBe('1.5 GB');
  });

  it('writes Arabic sizes with the Arabic unit names', () => {
    expect(formatBytes(4.2 * 1024 * 1024, 'ar')).toBe('4.2 ميغابايت');
  });
});

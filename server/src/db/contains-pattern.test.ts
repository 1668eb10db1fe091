import { describe, expect, it } from 'vitest';

import { containsPattern } from './contains-pattern.ts';

describe('containsPattern', () => {
  it('matches the text anywhere', () => {
    expect(containsPattern('noor')).toBe('%noor%');
  });

  it('takes the wildcards and backslashes typed literally', () => {
    expect(containsPattern('50%_a\\b')).toBe('%50\\%\\_a\\\\b%');
  });
});

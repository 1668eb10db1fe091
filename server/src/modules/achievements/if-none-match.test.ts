import { describe, expect, it } from 'vitest';

import { ifNoneMatchIncludes } from './if-none-match.ts';

describe('ifNoneMatchIncludes', () => {
  const current = 'W/"1.0.0-abc"';

  it('matches the current tag, weak or strong, alone or in a list', () => {
    expect(ifNoneMatchIncludes(current, current)).toBe(true);
    expect(ifNoneMatchIncludes('"1.0.0-abc"', current)).toBe(true);
    expect(ifNoneMatchIncludes('W/"old", W/"1.0.0-abc"', current)).toBe(true);
    expect(ifNoneMatchIncludes('*', current)).toBe(true);
  });

  it('does not match without the header or with other tags', () => {
    expect(ifNoneMatchIncludes(undefined, current)).toBe(false);
    expect(ifNoneMatchIncludes('', current)).toBe(false);
    expect(ifNoneMatchIncludes('W/"1.0.0-abd", "x"', current)).toBe(false);
  });
});

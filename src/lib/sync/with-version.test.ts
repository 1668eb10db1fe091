// @vitest-environment node
import { describe, expect, it } from 'vitest';

import { withVersion } from './with-version.ts';

describe('withVersion', () => {
  it('adds or replaces the version and leaves the rest', () => {
    expect(withVersion({ text: 'a', version: 1 }, 4)).toEqual({ text: 'a', version: 4 });
    expect(withVersion(undefined, 2)).toEqual({ version: 2 });
  });

  it('leaves the body as it is without a version', () => {
    const body = { text: 'a' };
    expect(withVersion(body, undefined)).toBe(body);
  });
});

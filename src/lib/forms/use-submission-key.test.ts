import { describe, expect, it } from 'vitest';

import { submissionKey } from './use-submission-key.ts';

describe('submissionKey', () => {
  const counting = () => {
    let next = 0;
    return submissionKey(() => `key-${(next += 1)}`);
  };

  it('keeps the key for a retry of the same values and changes it for other values', () => {
    const keys = counting();
    expect(keys.keyFor({ email: 'a@school.test' })).toBe('key-1');
    expect(keys.keyFor({ email: 'a@school.test' })).toBe('key-1');
    expect(keys.keyFor({ email: 'b@school.test' })).toBe('key-2');
    expect(keys.keyFor({ email: 'a@school.test' })).toBe('key-3');
  });

  it('gives the same values a new key once the last submission was accepted', () => {
    const keys = counting();
    expect(keys.keyFor({ email: 'a@school.test' })).toBe('key-1');
    keys.settled();
    expect(keys.keyFor({ email: 'a@school.test' })).toBe('key-2');
  });
});

import { createSecretKey } from 'node:crypto';

import { describe, expect, it } from 'vitest';

import { requestHashOf } from './request-hash.ts';

describe('requestHashOf', () => {
  // Stored with every idempotency key: a change in how bodies are spelled before hashing would
  // make every retry of a stored key look like another request (422) until the records expire.
  it('hashes as records already stored were hashed', () => {
    const body = {
      b: 1,
      a: [1, { z: null, y: 'ع', x: undefined }],
      c: new Date(0),
      ä: true,
      '10': 2,
      '9': 3,
    };
    expect(requestHashOf('s', body)).toBe('3mqHcV45XExoC7BvNkQPygnUJuwuI60iO8WBSIu7kzI');
    expect(requestHashOf('s', [undefined, {}])).toBe('B16zqHrl-vM7ZH-1rKpyCCEPGAwuXWrGhJfpRh8cnXo');
  });

  it('hashes with the secret as a key object as with its text', () => {
    const secret = 'سر the secret';
    const body = { a: [1, { b: 'ع' }] };
    expect(requestHashOf(createSecretKey(Buffer.from(secret, 'utf8')), body)).toBe(
      requestHashOf(secret, body),
    );
  });

  it('does not depend on the order of keys', () => {
    expect(requestHashOf('s', { a: 1, b: { c: 2, d: 3 } })).toBe(
      requestHashOf('s', { b: { d: 3, c: 2 }, a: 1 }),
    );
  });

  it('depends on the secret and on every value', () => {
    const hash = requestHashOf('s', { a: [1, 2] });
    expect(requestHashOf('t', { a: [1, 2] })).not.toBe(hash);
    expect(requestHashOf('s', { a: [2, 1] })).not.toBe(hash);
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { zFailure } from '../../../contract/envelope.ts';

import { readFailureEnvelope } from './read-failure-envelope.ts';

const scalar = fc.oneof(
  fc.string(),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.constant(undefined),
);
const params = fc.oneof(
  fc.dictionary(fc.string(), fc.oneof(fc.string(), fc.integer())),
  fc.dictionary(fc.string(), scalar),
  scalar,
  fc.array(fc.string(), { maxLength: 2 }),
);
const fieldError = fc.oneof(
  fc.record(
    { field: fc.string(), key: fc.string(), params, result: fc.jsonValue() },
    { requiredKeys: ['field', 'key'] },
  ),
  fc.record({ field: scalar, key: scalar, params }, { requiredKeys: [] }),
  scalar,
);
const failureLike = fc.record(
  {
    success: fc.oneof(fc.constant(false), scalar),
    message: fc.oneof(fc.string(), scalar),
    error: fc.oneof(fc.string(), scalar),
    errors: fc.oneof(fc.array(fieldError, { maxLength: 3 }), scalar),
    params,
    result: fc.jsonValue(),
    extra: scalar,
  },
  { requiredKeys: [] },
);
const validFailure = fc.record(
  {
    success: fc.constant(false),
    message: fc.string(),
    error: fc.string(),
    errors: fc.array(
      fc.record(
        {
          field: fc.string(),
          key: fc.string(),
          params: fc.dictionary(fc.string(), fc.oneof(fc.string(), fc.integer())),
        },
        { requiredKeys: ['field', 'key'] },
      ),
      { maxLength: 3 },
    ),
    params: fc.dictionary(fc.string(), fc.oneof(fc.string(), fc.integer())),
    result: fc.jsonValue(),
  },
  { requiredKeys: ['success', 'message', 'error'] },
);
const validWithOneFieldChanged = validFailure.chain((failure) =>
  fc
    .record({ field: fc.constantFrom(...Object.keys(failure)), value: scalar })
    .map(({ field, value }) => ({ ...failure, [field]: value })),
);

describe('readFailureEnvelope', () => {
  it('accepts and returns exactly what the contract schema accepts and returns', () => {
    fc.assert(
      fc.property(fc.oneof(failureLike, validFailure, validWithOneFieldChanged, scalar), (body) => {
        const parsed = zFailure.safeParse(body);
        expect(readFailureEnvelope(body)).toEqual(parsed.success ? parsed.data : null);
      }),
      {
        numRuns: 3000,
        examples: [
          [JSON.parse('{"success":false,"message":"","error":"","params":{"__proto__":""}}')],
          [
            JSON.parse(
              '{"success":false,"message":"","error":"","errors":[{"field":"a","key":"k","params":{"__proto__":1}}]}',
            ),
          ],
        ],
      },
    );
  });
});

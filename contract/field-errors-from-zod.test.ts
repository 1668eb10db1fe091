import { describe, expect, it } from 'vitest';
import { z } from 'zod';

import { fieldErrorsFromZod } from './field-errors-from-zod.ts';
import { zInstant } from './sane-dates.ts';

function fieldErrorsFor(schema: z.ZodType, input: unknown) {
  const parsed = schema.safeParse(input, { reportInput: true });
  if (parsed.success) throw new Error('expected the input to be rejected');
  return fieldErrorsFromZod(parsed.error.issues, 'body');
}

describe('fieldErrorsFromZod', () => {
  it.each([
    [
      'a too short text',
      z.object({ name: z.string().min(3) }),
      { name: 'ab' },
      'validation.error.minLength',
      { min: 3 },
    ],
    [
      'a too long text',
      z.object({ name: z.string().max(5) }),
      { name: 'abcdef' },
      'validation.error.maxLength',
      { max: 5 },
    ],
    [
      'an empty required text',
      z.object({ name: z.string().min(1) }),
      { name: '' },
      'validation.error.required',
      {},
    ],
    ['a missing field', z.object({ name: z.string() }), {}, 'validation.error.required', {}],
    [
      'a null field',
      z.object({ name: z.string() }),
      { name: null },
      'validation.error.required',
      {},
    ],
    [
      'a number for a text',
      z.object({ name: z.string() }),
      { name: 4 },
      'validation.error.mustBeString',
      {},
    ],
    [
      'a text for a number',
      z.object({ name: z.number() }),
      { name: '4' },
      'validation.error.mustBeNumber',
      {},
    ],
    [
      'a fraction for an integer',
      z.object({ name: z.number().int() }),
      { name: 1.5 },
      'validation.error.mustBeInteger',
      {},
    ],
    [
      'a text for a boolean',
      z.object({ name: z.boolean() }),
      { name: 'yes' },
      'validation.error.mustBeBoolean',
      {},
    ],
    [
      'a number below the minimum',
      z.object({ name: z.number().min(18) }),
      { name: 17 },
      'validation.error.minValue',
      { min: 18 },
    ],
    [
      'a number above the maximum',
      z.object({ name: z.number().max(120) }),
      { name: 121 },
      'validation.error.maxValue',
      { max: 120 },
    ],
    [
      'too few items',
      z.object({ name: z.array(z.string()).min(2) }),
      { name: ['a'] },
      'validation.error.minItems',
      { min: 2 },
    ],
    [
      'too many items',
      z.object({ name: z.array(z.string()).max(1) }),
      { name: ['a', 'b'] },
      'validation.error.maxItems',
      { max: 1 },
    ],
    [
      'a bad email',
      z.object({ name: z.email() }),
      { name: 'x@' },
      'validation.error.mustBeEmail',
      {},
    ],
    [
      'a bad link',
      z.object({ name: z.url() }),
      { name: 'not a url' },
      'validation.error.mustBeUrl',
      {},
    ],
    [
      'a bad phone number',
      z.object({ name: z.e164() }),
      { name: '0500' },
      'validation.error.mustBePhone',
      {},
    ],
    [
      'a bad date',
      z.object({ name: z.iso.date() }),
      { name: '2026-13-01' },
      'validation.error.mustBeDate',
      {},
    ],
    [
      'an unknown option',
      z.object({ name: z.enum(['a', 'b']) }),
      { name: 'c' },
      'validation.error.mustBeOneOf',
      { options: 'a, b' },
    ],
    [
      'a text failing a pattern',
      z.object({ name: z.string().regex(/^\d+$/) }),
      { name: 'x' },
      'validation.error.invalidRequestFormat',
      {},
    ],
  ])('maps %s', (_case, schema, input, key, params) => {
    expect(fieldErrorsFor(schema, input)).toEqual([{ field: 'name', key, params }]);
  });

  it('uses a catalogue key the schema names, with its parameters', () => {
    const schema = z.object({
      mobile: z.string().regex(/^\+\d+$/, { error: 'validation.error.mustBePhone' }),
      password: z.string().min(8, { error: 'validation.error.passwordWeak' }),
      endDate: z.string().refine(() => false, {
        error: 'validation.error.endBeforeStart',
        params: { startField: 'start_date' },
      }),
    });

    expect(fieldErrorsFor(schema, { mobile: '0500', password: 'short', endDate: 'x' })).toEqual([
      { field: 'mobile', key: 'validation.error.mustBePhone', params: {} },
      { field: 'password', key: 'validation.error.passwordWeak', params: { min: 8 } },
      {
        field: 'end_date',
        key: 'validation.error.endBeforeStart',
        params: { startField: 'start_date' },
      },
    ]);
  });

  it('names nested fields in snake_case with dots and reports each unknown key of a strict object', () => {
    const schema = z.strictObject({
      goals: z.array(z.object({ targetMetric: z.string() })),
    });

    expect(fieldErrorsFor(schema, { goals: [{ targetMetric: 'ok' }, {}], extraField: 1 })).toEqual([
      { field: 'goals.1.target_metric', key: 'validation.error.required', params: {} },
      { field: 'extra_field', key: 'validation.error.invalidRequestFormat', params: {} },
    ]);
  });

  it('reports a problem with the whole part under the fallback field', () => {
    expect(fieldErrorsFor(z.object({ name: z.string() }), null)).toEqual([
      { field: 'body', key: 'validation.error.required', params: {} },
    ]);
  });

  // Found through the API: a moment that is no date at all failed both the format and the
  // sane-year check, and the answer listed event_start_at twice with the same message.
  it('reports one problem once when several checks of a field fail with the same message', () => {
    expect(
      fieldErrorsFor(z.object({ eventStartAt: zInstant }), { eventStartAt: 'not a date' }),
    ).toEqual([{ field: 'event_start_at', key: 'validation.error.mustBeDate', params: {} }]);
  });
});

import type { z } from 'zod';

import { camelToSnake } from './case-keys.ts';
import type { FieldError } from './envelope.ts';
import { isMessageKey, type MessageKey } from './message-keys.ts';

type Issue = z.core.$ZodIssue;
type Params = NonNullable<FieldError['params']>;
type KeyAndParams = { key: MessageKey; params: Params };

const dateFormats = new Set(['date', 'datetime', 'time', 'duration']);

function sizeKey(
  origin: string,
  bound: 'min' | 'max',
  limit: number | bigint,
): KeyAndParams | undefined {
  const params = { [bound]: Number(limit) };
  if (origin === 'string') {
    // An empty required text is a missing value to the person filling the form.
    if (bound === 'min' && Number(limit) === 1)
      return { key: 'validation.error.required', params: {} };
    return {
      key: bound === 'min' ? 'validation.error.minLength' : 'validation.error.maxLength',
      params,
    };
  }
  if (origin === 'array' || origin === 'set') {
    return {
      key: bound === 'min' ? 'validation.error.minItems' : 'validation.error.maxItems',
      params,
    };
  }
  if (origin === 'number' || origin === 'int' || origin === 'bigint' || origin === 'date') {
    return {
      key: bound === 'min' ? 'validation.error.minValue' : 'validation.error.maxValue',
      params,
    };
  }
  return undefined;
}

function typeKey(expected: string, input: unknown): MessageKey {
  if (input === undefined || input === null) return 'validation.error.required';
  switch (expected) {
    case 'string':
      return 'validation.error.mustBeString';
    case 'number':
    case 'bigint':
    case 'nan':
      return 'validation.error.mustBeNumber';
    case 'int':
      return typeof input === 'number'
        ? 'validation.error.mustBeInteger'
        : 'validation.error.mustBeNumber';
    case 'boolean':
      return 'validation.error.mustBeBoolean';
    case 'date':
      return 'validation.error.mustBeDate';
    default:
      return 'validation.error.invalidRequestFormat';
  }
}

function formatKey(format: string): MessageKey {
  if (format === 'email') return 'validation.error.mustBeEmail';
  if (format === 'url') return 'validation.error.mustBeUrl';
  if (format === 'e164') return 'validation.error.mustBePhone';
  if (dateFormats.has(format)) return 'validation.error.mustBeDate';
  return 'validation.error.invalidRequestFormat';
}

function stringParams(params: Record<string, unknown> | undefined): Params {
  const entries = Object.entries(params ?? {}).filter(
    (entry): entry is [string, string | number] =>
      typeof entry[1] === 'string' || typeof entry[1] === 'number',
  );
  return Object.fromEntries(entries);
}

function keyAndParamsFor(issue: Issue): KeyAndParams {
  // A schema may name the catalogue key itself: z.string().regex(re, { error: 'validation.error.mustBePhone' }).
  if (isMessageKey(issue.message)) {
    const bounds: Params =
      issue.code === 'too_small'
        ? { min: Number(issue.minimum) }
        : issue.code === 'too_big'
          ? { max: Number(issue.maximum) }
          : {};
    const custom = issue.code === 'custom' ? stringParams(issue.params) : {};
    return { key: issue.message, params: { ...bounds, ...custom } };
  }
  switch (issue.code) {
    case 'invalid_type':
      return { key: typeKey(issue.expected, issue.input), params: {} };
    case 'too_small':
      return sizeKey(issue.origin, 'min', issue.minimum) ?? invalidFormat;
    case 'too_big':
      return sizeKey(issue.origin, 'max', issue.maximum) ?? invalidFormat;
    case 'invalid_format':
      return { key: formatKey(issue.format), params: {} };
    case 'invalid_value':
      return {
        key: 'validation.error.mustBeOneOf',
        params: { options: issue.values.map(String).join(', ') },
      };
    case 'not_multiple_of':
      return { key: 'validation.error.mustBeInteger', params: {} };
    default:
      return invalidFormat;
  }
}

const invalidFormat: KeyAndParams = { key: 'validation.error.invalidRequestFormat', params: {} };

function fieldName(path: readonly PropertyKey[], fallback: string): string {
  if (path.length === 0) return fallback;
  return path
    .map((segment) => (typeof segment === 'string' ? camelToSnake(segment) : String(segment)))
    .join('.');
}

/** The errors without repeats: two checks of one field can fail with the same message. */
function withoutRepeats(errors: readonly FieldError[]): FieldError[] {
  const seen = new Set<string>();
  return errors.filter((error) => {
    const identity = JSON.stringify([error.field, error.key, error.params]);
    if (seen.has(identity)) return false;
    seen.add(identity);
    return true;
  });
}

/**
 * Turns zod issues into the envelope's field errors: the field as the client sent it
 * (snake_case, dot-separated, e.g. `goals.0.target_metric`) and a validation.error.* key, each
 * once. Issues on the whole part (a missing body) are reported under `fallbackField`.
 */
export function fieldErrorsFromZod(issues: readonly Issue[], fallbackField: string): FieldError[] {
  return withoutRepeats(
    issues.flatMap((issue) => {
      const { key, params } = keyAndParamsFor(issue);
      if (issue.code === 'unrecognized_keys') {
        return issue.keys.map((unknownKey) => ({
          field: fieldName([...issue.path, unknownKey], fallbackField),
          key,
          params,
        }));
      }
      return [{ field: fieldName(issue.path, fallbackField), key, params }];
    }),
  );
}

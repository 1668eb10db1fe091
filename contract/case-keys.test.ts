import { describe, expect, it } from 'vitest';

import {
  camelToSnake,
  keyCacheLimit,
  snakeToCamel,
  toCamelCaseKeys,
  toSnakeCaseKeys,
} from './case-keys.ts';

describe('camelToSnake', () => {
  it.each([
    ['fullName', 'full_name'],
    ['profilePictureUrl', 'profile_picture_url'],
    ['organizationId', 'organization_id'],
    ['accessToken', 'access_token'],
    ['id', 'id'],
    ['already_snake', 'already_snake'],
    ['pictureURL', 'picture_url'],
    ['URLValue', 'url_value'],
    ['step2Done', 'step2_done'],
  ])('turns %s into %s', (camel, snake) => {
    expect(camelToSnake(camel)).toBe(snake);
  });
});

describe('snakeToCamel', () => {
  it.each([
    ['full_name', 'fullName'],
    ['profile_picture_url', 'profilePictureUrl'],
    ['event_duration_minutes', 'eventDurationMinutes'],
    ['id', 'id'],
    ['alreadyCamel', 'alreadyCamel'],
    ['_private', '_private'],
    ['step2_done', 'step2Done'],
  ])('turns %s into %s', (snake, camel) => {
    expect(snakeToCamel(snake)).toBe(camel);
  });

  it('round-trips every camelCase key the spec names', () => {
    const keys = ['fullName', 'profilePictureUrl', 'subscriptionEndDate', 'isComingSoon', 'planId'];
    expect(keys.map((key) => snakeToCamel(camelToSnake(key)))).toEqual(keys);
  });
});

describe('toSnakeCaseKeys', () => {
  it('converts keys of nested objects and objects inside arrays', () => {
    expect(
      toSnakeCaseKeys({
        fullName: 'Sara',
        subscription: { endDate: '2026-01-01', planName: 'Gold' },
        goals: [{ targetMetric: 'x', dueDate: null }],
      }),
    ).toEqual({
      full_name: 'Sara',
      subscription: { end_date: '2026-01-01', plan_name: 'Gold' },
      goals: [{ target_metric: 'x', due_date: null }],
    });
  });

  it('leaves values untouched: strings, numbers, dates and class instances', () => {
    const createdAt = new Date('2026-01-02T03:04:05Z');
    const converted = toSnakeCaseKeys({ createdAt, label: 'someValue', count: 3 });
    expect(converted).toEqual({ created_at: createdAt, label: 'someValue', count: 3 });
    expect((converted as { created_at: unknown }).created_at).toBe(createdAt);
  });

  it('passes primitives and null through', () => {
    expect(toSnakeCaseKeys('fullName')).toBe('fullName');
    expect(toSnakeCaseKeys(null)).toBeNull();
    expect(toSnakeCaseKeys([1, 'a'])).toEqual([1, 'a']);
  });
});

describe('toCamelCaseKeys', () => {
  it('converts keys of nested objects and arrays', () => {
    expect(
      toCamelCaseKeys({ full_name: 'Sara', goals: [{ target_metric: 'x' }], access_token: 't' }),
    ).toEqual({ fullName: 'Sara', goals: [{ targetMetric: 'x' }], accessToken: 't' });
  });

  it('does not let a __proto__ key change the prototype of the result', () => {
    const parsed: unknown = JSON.parse('{"__proto__": {"is_admin": true}, "full_name": "x"}');
    const converted = toCamelCaseKeys(parsed) as Record<string, unknown>;
    expect(Object.getPrototypeOf(converted)).toBe(Object.prototype);
    expect((converted as { isAdmin?: unknown }).isAdmin).toBeUndefined();
    expect(converted.fullName).toBe('x');
  });
});

describe('remembered conversions', () => {
  it('stay right for more distinct keys than the memory holds, and for keys seen again', () => {
    const many = Array.from({ length: keyCacheLimit * 2 + 7 }, (_, index) => `field_${index}_name`);
    const camel = toCamelCaseKeys(Object.fromEntries(many.map((key) => [key, key]))) as Record<
      string,
      string
    >;
    for (const [key, original] of Object.entries(camel)) expect(key).toBe(snakeToCamel(original));
    expect(toCamelCaseKeys({ field_1_name: 1, user_id: 2 })).toEqual({ field1Name: 1, userId: 2 });
    expect(toSnakeCaseKeys({ field1Name: 1, userId: 2 })).toEqual({ field1_name: 1, user_id: 2 });
  });
});

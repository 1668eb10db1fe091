import { describe, expect, it } from 'vitest';

import { isForeignKeyViolation, violatedUniqueConstraint } from './unique-violation.ts';

describe('violatedUniqueConstraint', () => {
  it('names the constraint of a unique violation, also when wrapped', () => {
    const driverError = { code: '23505', constraint_name: 'users_email_unique' };

    expect(violatedUniqueConstraint(driverError)).toBe('users_email_unique');
    expect(violatedUniqueConstraint({ cause: { code: '23505', constraint: 'a_b' } })).toBe('a_b');
    expect(violatedUniqueConstraint({ code: '23505' })).toBe('');
  });

  it('is undefined for any other error', () => {
    expect(violatedUniqueConstraint(new Error('boom'))).toBeUndefined();
    expect(violatedUniqueConstraint({ code: '23503' })).toBeUndefined();
    expect(violatedUniqueConstraint(undefined)).toBeUndefined();
  });
});

describe('isForeignKeyViolation', () => {
  it('tells a foreign-key violation, also when wrapped', () => {
    expect(isForeignKeyViolation({ code: '23503' })).toBe(true);
    expect(isForeignKeyViolation({ cause: { code: '23503' } })).toBe(true);
    expect(isForeignKeyViolation({ code: '23505' })).toBe(false);
    expect(isForeignKeyViolation(null)).toBe(false);
  });
});

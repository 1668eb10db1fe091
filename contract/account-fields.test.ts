import { describe, expect, it } from 'vitest';

import {
  ageOn,
  isStrongPassword,
  zDateOfBirth,
  zMobile,
  zVerificationCode,
} from './account-fields.ts';

describe('account field rules', () => {
  it('asks for an uppercase, a lowercase, a digit and a special character in 8 or more', () => {
    expect(isStrongPassword('Abcdef1!')).toBe(true);
    expect(isStrongPassword('abcdef1!')).toBe(false);
    expect(isStrongPassword('ABCDEF1!')).toBe(false);
    expect(isStrongPassword('Abcdefg!')).toBe(false);
    expect(isStrongPassword('Abcdefg1')).toBe(false);
    expect(isStrongPassword('Abc1!')).toBe(false);
  });

  it('accepts mobiles in international format only', () => {
    expect(zMobile.safeParse('+966512345678').success).toBe(true);
    expect(zMobile.safeParse('0512345678').success).toBe(false);
    expect(zMobile.safeParse('+966 51').success).toBe(false);
  });

  it('counts age in whole years, the day before a birthday included', () => {
    expect(ageOn('2008-11-22', new Date('2026-11-22T00:00:00Z'))).toBe(18);
    expect(ageOn('2008-11-23', new Date('2026-11-22T00:00:00Z'))).toBe(17);
  });

  it('refuses a date of birth under 18 with the minimum-age key', () => {
    const tooYoung = new Date();
    tooYoung.setUTCFullYear(tooYoung.getUTCFullYear() - 17);
    const result = zDateOfBirth.safeParse(tooYoung.toISOString().slice(0, 10));
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('validation.error.minimumAge');
  });

  it('accepts a verification code of exactly six digits', () => {
    expect(zVerificationCode.safeParse('123456').success).toBe(true);
    expect(zVerificationCode.safeParse('12345').error?.issues[0]?.message).toBe(
      'auth.failed.invalidCodeLength',
    );
    expect(zVerificationCode.safeParse('12345a').success).toBe(false);
  });
});

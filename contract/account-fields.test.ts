import { describe, expect, it } from 'vitest';

import { ageOn, isStrongPassword, zDateOfBirth, zVerificationCode } from './account-fields.ts';
import { zMobile } from './mobile-number.ts';

describe('account field rules', () => {
  it('asks for an uppercase, a lowercase, a digit and a special character in 8 or more', () => {
    expect(isStrongPassword('Abcdef1!')).toBe(true);
    expect(isStrongPassword('abcdef1!')).toBe(false);
    expect(isStrongPassword('ABCDEF1!')).toBe(false);
    expect(isStrongPassword('Abcdefg!')).toBe(false);
    expect(isStrongPassword('Abcdefg1')).toBe(false);
    expect(isStrongPassword('Abc1!')).toBe(false);
  });

  it('accepts a Saudi mobile as people write it and keeps it in E.164', () => {
    expect(zMobile.parse('+966512345678')).toBe('+966512345678');
    expect(zMobile.parse('0512345678')).toBe('+966512345678');
    expect(zMobile.parse('05 1234 5678')).toBe('+966512345678');
    expect(zMobile.parse('+966 51 234 5678')).toBe('+966512345678');
    expect(zMobile.parse('00966512345678')).toBe('+966512345678');
  });

  it('accepts other countries with their code and refuses what is no number', () => {
    expect(zMobile.parse('+971 50 123 4567')).toBe('+971501234567');
    for (const wrong of ['+966 51', '0512', '12345', 'phone', '+1 555']) {
      const result = zMobile.safeParse(wrong);
      expect(result.success, wrong).toBe(false);
      expect(result.error?.issues[0]?.message).toBe('validation.error.mustBePhone');
    }
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

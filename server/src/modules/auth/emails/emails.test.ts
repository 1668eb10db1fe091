import { describe, expect, it } from 'vitest';

import { passwordResetEmail } from './password-reset-email.ts';
import { verificationCodeEmail } from './verification-code-email.ts';

describe('account emails', () => {
  it('words the verification email in English, left to right, with a plain-text part', () => {
    const mail = verificationCodeEmail({
      to: 'nora@school.test',
      locale: 'en',
      fullName: 'Nora',
      code: '042917',
    });

    expect(mail.to).toBe('nora@school.test');
    expect(mail.html).toContain('<html lang="en" dir="ltr">');
    expect(mail.text).toBe(
      [
        'Hello Nora,',
        '',
        'Your verification code is: 042917',
        '',
        'It is valid for 15 minutes.',
        'If you did not sign up for Shawahid, ignore this email.',
      ].join('\n'),
    );
  });

  it('words the emails in Arabic, right to left and right-aligned', () => {
    const code = verificationCodeEmail({
      to: 'a@b.test',
      locale: 'ar',
      fullName: 'نورة',
      code: '042917',
    });
    const reset = passwordResetEmail({
      to: 'a@b.test',
      locale: 'ar',
      fullName: 'نورة',
      link: 'https://shawahid.example/reset-password?token=abc',
    });

    for (const mail of [code, reset]) {
      expect(mail.html).toContain('<html lang="ar" dir="rtl">');
      expect(mail.html).toContain('text-align:right');
      expect(mail.text).toContain('مرحبًا نورة،');
    }
    expect(code.text).toContain('042917');
    expect(code.text).toContain('15 دقيقة');
    expect(reset.text).toContain('https://shawahid.example/reset-password?token=abc');
  });

  it('escapes names in the HTML part', () => {
    const mail = passwordResetEmail({
      to: 'a@b.test',
      locale: 'en',
      fullName: '<img src=x onerror=alert(1)>',
      link: 'https://shawahid.example/reset-password?token=a"b',
    });

    expect(mail.html).not.toContain('<img src=x');
    expect(mail.html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(mail.html).toContain('token=a&quot;b');
  });
});

import type { Locale } from '../../../../../contract/constants.ts';
import { verificationCodeValidityMinutes } from '../../../../../contract/constants.ts';
import { emailLayout } from '../../../plugins/mail/email-layout.ts';
import { escapeHtml } from '../../../plugins/mail/escape-html.ts';
import type { MailMessage } from '../../../plugins/mail/mailer.ts';

export interface VerificationCodeEmailInput {
  to: string;
  locale: Locale;
  fullName: string;
  code: string;
}

const copy = {
  en: {
    subject: 'Your Shawahid verification code',
    greeting: (name: string) => `Hello ${name},`,
    codeIs: 'Your verification code is:',
    validity: `It is valid for ${verificationCodeValidityMinutes} minutes.`,
    notYou: 'If you did not sign up for Shawahid, ignore this email.',
  },
  ar: {
    subject: 'رمز التحقق الخاص بك في شواهد',
    greeting: (name: string) => `مرحبًا ${name}،`,
    codeIs: 'رمز التحقق الخاص بك هو:',
    validity: `الرمز صالح لمدة ${verificationCodeValidityMinutes} دقيقة.`,
    notYou: 'إذا لم تطلب التسجيل في شواهد، فتجاهل هذه الرسالة.',
  },
} as const;

/** The six-digit code that confirms an address at signup. */
export function verificationCodeEmail({
  to,
  locale,
  fullName,
  code,
}: VerificationCodeEmailInput): MailMessage {
  const words = copy[locale];
  const text = [
    words.greeting(fullName),
    '',
    `${words.codeIs} ${code}`,
    '',
    words.validity,
    words.notYou,
  ].join('\n');
  const html = emailLayout({
    locale,
    title: words.subject,
    bodyHtml: `<p>${escapeHtml(words.greeting(fullName))}</p>
<p>${escapeHtml(words.codeIs)}</p>
<p dir="ltr" style="margin:16px 0;font-size:32px;font-weight:bold;letter-spacing:8px;text-align:center;">${escapeHtml(code)}</p>
<p>${escapeHtml(words.validity)}</p>
<p style="color:#52606d;font-size:14px;">${escapeHtml(words.notYou)}</p>`,
  });
  return { to, subject: words.subject, text, html };
}

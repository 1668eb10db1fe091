import type { Locale } from '../../../../../contract/constants.ts';
import { verificationCodeValidityMinutes } from '../../../../../contract/constants.ts';
import { emailLayout } from '../../../plugins/mail/email-layout.ts';
import { emailWords, type EmailMessage } from '../../../plugins/mail/email-words.ts';
import { escapeHtml } from '../../../plugins/mail/escape-html.ts';
import type { MailMessage } from '../../../plugins/mail/mailer.ts';
import { sharedEmailWords } from '../../../plugins/mail/shared-email-words.ts';

export interface VerificationCodeEmailInput {
  to: string;
  locale: Locale;
  fullName: string;
  code: string;
}

const words = {
  subject: /*i18n*/ {
    id: 'email.verificationCode.subject',
    message: 'Your Shawahid verification code',
  },
  codeIs: /*i18n*/ { id: 'email.verificationCode.codeIs', message: 'Your verification code is:' },
  validity: /*i18n*/ {
    id: 'email.verificationCode.validity',
    message: 'It is valid for {minutes, plural, one {# minute} other {# minutes}}.',
  },
  notYou: /*i18n*/ {
    id: 'email.verificationCode.notYou',
    message: 'If you did not sign up for Shawahid, ignore this email.',
  },
} satisfies Record<string, EmailMessage>;

/** The six-digit code that confirms an address at signup. */
export function verificationCodeEmail({
  to,
  locale,
  fullName,
  code,
}: VerificationCodeEmailInput): MailMessage {
  const say = (message: EmailMessage, values?: Record<string, number>) =>
    emailWords(locale, message, values);
  const greeting = emailWords(locale, sharedEmailWords.greeting, { name: fullName });
  const subject = say(words.subject);
  const validity = say(words.validity, { minutes: verificationCodeValidityMinutes });
  const text = [greeting, '', `${say(words.codeIs)} ${code}`, '', validity, say(words.notYou)].join(
    '\n',
  );
  const html = emailLayout({
    locale,
    title: subject,
    bodyHtml: `<p>${escapeHtml(greeting)}</p>
<p>${escapeHtml(say(words.codeIs))}</p>
<p dir="ltr" style="margin:16px 0;font-size:32px;font-weight:bold;letter-spacing:8px;text-align:center;">${escapeHtml(code)}</p>
<p>${escapeHtml(validity)}</p>
<p style="color:#52606d;font-size:14px;">${escapeHtml(say(words.notYou))}</p>`,
  });
  return { to, subject, text, html };
}

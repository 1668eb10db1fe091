import type { Locale } from '../../../../../contract/constants.ts';
import { emailLayout } from '../../../plugins/mail/email-layout.ts';
import { emailWords, type EmailMessage } from '../../../plugins/mail/email-words.ts';
import { escapeHtml } from '../../../plugins/mail/escape-html.ts';
import type { MailMessage } from '../../../plugins/mail/mailer.ts';
import { sharedEmailWords } from '../../../plugins/mail/shared-email-words.ts';

export interface PasswordResetEmailInput {
  to: string;
  locale: Locale;
  fullName: string;
  link: string;
}

const words = {
  subject: /*i18n*/ { id: 'email.passwordReset.subject', message: 'Reset your Shawahid password' },
  intro: /*i18n*/ {
    id: 'email.passwordReset.intro',
    message:
      'Someone asked to reset the password of your Shawahid account. Open this link to choose a new one:',
  },
  button: /*i18n*/ { id: 'email.passwordReset.button', message: 'Choose a new password' },
  validity: /*i18n*/ {
    id: 'email.passwordReset.validity',
    message: 'The link is valid for 1 hour and works once.',
  },
  notYou: /*i18n*/ {
    id: 'email.passwordReset.notYou',
    message: 'If you did not ask for it, ignore this email; your password stays the same.',
  },
} satisfies Record<string, EmailMessage>;

/** The single-use link to choose a new password. */
export function passwordResetEmail({
  to,
  locale,
  fullName,
  link,
}: PasswordResetEmailInput): MailMessage {
  const say = (message: EmailMessage) => emailWords(locale, message);
  const greeting = emailWords(locale, sharedEmailWords.greeting, { name: fullName });
  const subject = say(words.subject);
  const text = [
    greeting,
    '',
    say(words.intro),
    '',
    link,
    '',
    say(words.validity),
    say(words.notYou),
  ].join('\n');
  const html = emailLayout({
    locale,
    title: subject,
    bodyHtml: `<p>${escapeHtml(greeting)}</p>
<p>${escapeHtml(say(words.intro))}</p>
<p style="margin:24px 0;text-align:center;"><a href="${escapeHtml(link)}" style="display:inline-block;padding:12px 24px;background:#0b7285;color:#ffffff;text-decoration:none;border-radius:6px;font-weight:bold;">${escapeHtml(say(words.button))}</a></p>
<p dir="ltr" style="font-size:13px;color:#52606d;word-break:break-all;text-align:left;">${escapeHtml(link)}</p>
<p>${escapeHtml(say(words.validity))}</p>
<p style="color:#52606d;font-size:14px;">${escapeHtml(say(words.notYou))}</p>`,
  });
  return { to, subject, text, html };
}

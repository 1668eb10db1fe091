import type { Locale } from '../../../../../contract/constants.ts';
import { emailLayout } from '../../../plugins/mail/email-layout.ts';
import { escapeHtml } from '../../../plugins/mail/escape-html.ts';
import type { MailMessage } from '../../../plugins/mail/mailer.ts';

export interface PasswordResetEmailInput {
  to: string;
  locale: Locale;
  fullName: string;
  link: string;
}

const copy = {
  en: {
    subject: 'Reset your Shawahid password',
    greeting: (name: string) => `Hello ${name},`,
    intro:
      'Someone asked to reset the password of your Shawahid account. Open this link to choose a new one:',
    button: 'Choose a new password',
    validity: 'The link is valid for 1 hour and works once.',
    notYou: 'If you did not ask for it, ignore this email; your password stays the same.',
  },
  ar: {
    subject: 'إعادة تعيين كلمة المرور في شواهد',
    greeting: (name: string) => `مرحبًا ${name}،`,
    intro:
      'طُلبت إعادة تعيين كلمة المرور لحسابك في شواهد. افتح الرابط التالي لاختيار كلمة مرور جديدة:',
    button: 'اختيار كلمة مرور جديدة',
    validity: 'الرابط صالح لمدة ساعة واحدة ويعمل مرة واحدة فقط.',
    notYou: 'إذا لم تطلب ذلك فتجاهل هذه الرسالة، وستبقى كلمة المرور كما هي.',
  },
} as const;

/** The single-use link to choose a new password. */
export function passwordResetEmail({
  to,
  locale,
  fullName,
  link,
}: PasswordResetEmailInput): MailMessage {
  const words = copy[locale];
  const text = [
    words.greeting(fullName),
    '',
    words.intro,
    '',
    link,
    '',
    words.validity,
    words.notYou,
  ].join('\n');
  const html = emailLayout({
    locale,
    title: words.subject,
    bodyHtml: `<p>${escapeHtml(words.greeting(fullName))}</p>
<p>${escapeHtml(words.intro)}</p>
<p style="margin:24px 0;text-align:center;"><a href="${escapeHtml(link)}" style="display:inline-block;padding:12px 24px;background:#0b7285;color:#ffffff;text-decoration:none;border-radius:6px;font-weight:bold;">${escapeHtml(words.button)}</a></p>
<p dir="ltr" style="font-size:13px;color:#52606d;word-break:break-all;text-align:left;">${escapeHtml(link)}</p>
<p>${escapeHtml(words.validity)}</p>
<p style="color:#52606d;font-size:14px;">${escapeHtml(words.notYou)}</p>`,
  });
  return { to, subject: words.subject, text, html };
}

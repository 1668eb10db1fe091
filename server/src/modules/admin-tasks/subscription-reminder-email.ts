import type { Locale } from '../../../../contract/constants.ts';
import { emailLayout } from '../../plugins/mail/email-layout.ts';
import { emailWords, type EmailMessage } from '../../plugins/mail/email-words.ts';
import { escapeHtml } from '../../plugins/mail/escape-html.ts';
import type { MailMessage } from '../../plugins/mail/mailer.ts';
import { sharedEmailWords } from '../../plugins/mail/shared-email-words.ts';

export interface SubscriptionReminderInput {
  to: string;
  locale: Locale;
  fullName: string;
  planName: string;
  endsAt: Date;
  link: string;
}

const words = {
  subject: /*i18n*/ {
    id: 'email.subscriptionReminder.subject',
    message: 'Your Shawahid subscription ends soon',
  },
  body: /*i18n*/ {
    id: 'email.subscriptionReminder.body',
    message:
      'Your subscription ({plan}) ends on {date}. Renew it to keep adding achievements and development plans; everything you saved stays readable and exportable.',
  },
  button: /*i18n*/ { id: 'email.subscriptionReminder.button', message: 'Choose a plan' },
} satisfies Record<string, EmailMessage>;

/** The reminder sent when a subscription ends within seven days. */
export function subscriptionReminderEmail(input: SubscriptionReminderInput): MailMessage {
  const say = (message: EmailMessage, values?: Record<string, string>) =>
    emailWords(input.locale, message, values);
  const greeting = emailWords(input.locale, sharedEmailWords.greeting, { name: input.fullName });
  const subject = say(words.subject);
  const date = new Intl.DateTimeFormat(input.locale === 'ar' ? 'ar-SA-u-ca-gregory' : 'en-GB', {
    dateStyle: 'long',
    timeZone: 'Asia/Riyadh',
  }).format(input.endsAt);
  const body = say(words.body, { plan: input.planName, date });
  const text = [greeting, '', body, '', input.link].join('\n');
  const html = emailLayout({
    locale: input.locale,
    title: subject,
    bodyHtml: `<p>${escapeHtml(greeting)}</p>
<p>${escapeHtml(body)}</p>
<p style="margin:24px 0;text-align:center;"><a href="${escapeHtml(input.link)}" style="display:inline-block;padding:12px 24px;background:#0b7285;color:#ffffff;text-decoration:none;border-radius:6px;font-weight:bold;">${escapeHtml(say(words.button))}</a></p>`,
  });
  return { to: input.to, subject, text, html };
}

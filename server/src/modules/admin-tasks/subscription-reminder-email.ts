import type { Locale } from '../../../../contract/constants.ts';
import { emailLayout } from '../../plugins/mail/email-layout.ts';
import { escapeHtml } from '../../plugins/mail/escape-html.ts';
import type { MailMessage } from '../../plugins/mail/mailer.ts';

export interface SubscriptionReminderInput {
  to: string;
  locale: Locale;
  fullName: string;
  planName: string;
  endsAt: Date;
  link: string;
}

const copy = {
  en: {
    subject: 'Your Shawahid subscription ends soon',
    greeting: (name: string) => `Hello ${name},`,
    body: (plan: string, date: string) =>
      `Your subscription (${plan}) ends on ${date}. Renew it to keep adding achievements and development plans; everything you saved stays readable and exportable.`,
    button: 'Choose a plan',
  },
  ar: {
    subject: 'اشتراكك في شواهد ينتهي قريبًا',
    greeting: (name: string) => `مرحبًا ${name}،`,
    body: (plan: string, date: string) =>
      `ينتهي اشتراكك (${plan}) في ${date}. جدّده لتواصل إضافة الشواهد وخطط التطوير، وتبقى كل بياناتك المحفوظة متاحة للقراءة والتصدير.`,
    button: 'اختيار باقة',
  },
} as const;

/** The reminder sent when a subscription ends within seven days. */
export function subscriptionReminderEmail(input: SubscriptionReminderInput): MailMessage {
  const words = copy[input.locale];
  const date = new Intl.DateTimeFormat(input.locale === 'ar' ? 'ar-SA-u-ca-gregory' : 'en-GB', {
    dateStyle: 'long',
    timeZone: 'Asia/Riyadh',
  }).format(input.endsAt);
  const body = words.body(input.planName, date);
  const text = [words.greeting(input.fullName), '', body, '', input.link].join('\n');
  const html = emailLayout({
    locale: input.locale,
    title: words.subject,
    bodyHtml: `<p>${escapeHtml(words.greeting(input.fullName))}</p>
<p>${escapeHtml(body)}</p>
<p style="margin:24px 0;text-align:center;"><a href="${escapeHtml(input.link)}" style="display:inline-block;padding:12px 24px;background:#0b7285;color:#ffffff;text-decoration:none;border-radius:6px;font-weight:bold;">${escapeHtml(words.button)}</a></p>`,
  });
  return { to: input.to, subject: words.subject, text, html };
}

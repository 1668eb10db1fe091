import type { Locale } from '../../../../../contract/constants.ts';
import { emailLayout } from '../../../plugins/mail/email-layout.ts';
import { escapeHtml } from '../../../plugins/mail/escape-html.ts';
import type { MailMessage } from '../../../plugins/mail/mailer.ts';

export interface PlanAssignedEmailInput {
  to: string;
  locale: Locale;
  fullName: string;
  assignerName: string;
  planName: string;
  startDate: string;
  endDate: string;
  link: string;
}

const copy = {
  en: {
    subject: 'A development plan was assigned to you on Shawahid',
    greeting: (name: string) => `Hello ${name},`,
    intro: (assigner: string) => `${assigner} assigned you a professional development plan:`,
    period: (start: string, end: string) => `From ${start} to ${end}`,
    button: 'Open the plan',
    next: 'Open it to add your goals, track your progress and write your self-evaluation.',
  },
  ar: {
    subject: 'أُسندت إليك خطة تطوير مهني في شواهد',
    greeting: (name: string) => `مرحبًا ${name}،`,
    intro: (assigner: string) => `أسند إليك ${assigner} خطة تطوير مهني:`,
    period: (start: string, end: string) => `من ${start} إلى ${end}`,
    button: 'فتح الخطة',
    next: 'افتحها لإضافة أهدافك ومتابعة تقدمك وكتابة تقييمك الذاتي.',
  },
} as const;

/** Tells a staff member that their principal assigned them a development plan. */
export function planAssignedEmail(input: PlanAssignedEmailInput): MailMessage {
  const words = copy[input.locale];
  const period = words.period(input.startDate, input.endDate);
  const text = [
    words.greeting(input.fullName),
    '',
    words.intro(input.assignerName),
    input.planName,
    period,
    '',
    words.next,
    input.link,
  ].join('\n');
  const html = emailLayout({
    locale: input.locale,
    title: words.subject,
    bodyHtml: `<p>${escapeHtml(words.greeting(input.fullName))}</p>
<p>${escapeHtml(words.intro(input.assignerName))}</p>
<p style="font-weight:bold;font-size:17px;">${escapeHtml(input.planName)}</p>
<p dir="ltr" style="color:#52606d;">${escapeHtml(period)}</p>
<p>${escapeHtml(words.next)}</p>
<p style="margin:24px 0;text-align:center;"><a href="${escapeHtml(input.link)}" style="display:inline-block;padding:12px 24px;background:#0b7285;color:#ffffff;text-decoration:none;border-radius:6px;font-weight:bold;">${escapeHtml(words.button)}</a></p>`,
  });
  return { to: input.to, subject: words.subject, text, html };
}

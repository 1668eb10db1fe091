import type { Locale } from '../../../../../contract/constants.ts';
import { emailLayout } from '../../../plugins/mail/email-layout.ts';
import { emailWords, type EmailMessage } from '../../../plugins/mail/email-words.ts';
import { escapeHtml } from '../../../plugins/mail/escape-html.ts';
import type { MailMessage } from '../../../plugins/mail/mailer.ts';
import { sharedEmailWords } from '../../../plugins/mail/shared-email-words.ts';

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

const words = {
  subject: /*i18n*/ {
    id: 'email.planAssigned.subject',
    message: 'A development plan was assigned to you on Shawahid',
  },
  intro: /*i18n*/ {
    id: 'email.planAssigned.intro',
    message: '{assigner} assigned you a professional development plan:',
  },
  period: /*i18n*/ { id: 'email.planAssigned.period', message: 'From {start} to {end}' },
  button: /*i18n*/ { id: 'email.planAssigned.button', message: 'Open the plan' },
  next: /*i18n*/ {
    id: 'email.planAssigned.next',
    message: 'Open it to add your goals, track your progress and write your self-evaluation.',
  },
} satisfies Record<string, EmailMessage>;

/** Tells a staff member that their principal assigned them a development plan. */
export function planAssignedEmail(input: PlanAssignedEmailInput): MailMessage {
  const say = (message: EmailMessage, values?: Record<string, string>) =>
    emailWords(input.locale, message, values);
  const greeting = emailWords(input.locale, sharedEmailWords.greeting, { name: input.fullName });
  const subject = say(words.subject);
  const intro = say(words.intro, { assigner: input.assignerName });
  const period = say(words.period, { start: input.startDate, end: input.endDate });
  const text = [greeting, '', intro, input.planName, period, '', say(words.next), input.link].join(
    '\n',
  );
  const html = emailLayout({
    locale: input.locale,
    title: subject,
    bodyHtml: `<p>${escapeHtml(greeting)}</p>
<p>${escapeHtml(intro)}</p>
<p style="font-weight:bold;font-size:17px;">${escapeHtml(input.planName)}</p>
<p dir="ltr" style="color:#52606d;">${escapeHtml(period)}</p>
<p>${escapeHtml(say(words.next))}</p>
<p style="margin:24px 0;text-align:center;"><a href="${escapeHtml(input.link)}" style="display:inline-block;padding:12px 24px;background:#0b7285;color:#ffffff;text-decoration:none;border-radius:6px;font-weight:bold;">${escapeHtml(say(words.button))}</a></p>`,
  });
  return { to: input.to, subject, text, html };
}

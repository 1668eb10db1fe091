import type { Locale } from '../../../../../contract/constants.ts';
import type { InvitationRole } from '../../../../../contract/invitations.ts';
import { emailLayout } from '../../../plugins/mail/email-layout.ts';
import { emailWords, type EmailMessage } from '../../../plugins/mail/email-words.ts';
import { escapeHtml } from '../../../plugins/mail/escape-html.ts';
import type { MailMessage } from '../../../plugins/mail/mailer.ts';

export interface InvitationEmailInput {
  to: string;
  organizationName: string;
  inviterName: string;
  role: InvitationRole;
  link: string;
  validityDays: number;
}

const words = {
  heading: /*i18n*/ { id: 'email.invitation.heading', message: 'An invitation to join Shawahid' },
  intro: /*i18n*/ {
    id: 'email.invitation.intro',
    message:
      '{inviter} invited you to join {school} on Shawahid as {role, select, org_admin {a principal} other {a teacher}}.',
  },
  action: /*i18n*/ {
    id: 'email.invitation.action',
    message: 'Open this link, sign in or create an account with this email address, and accept:',
  },
  button: /*i18n*/ { id: 'email.invitation.button', message: 'Accept the invitation' },
  validity: /*i18n*/ {
    id: 'email.invitation.validity',
    message:
      'The invitation is valid for {days, plural, one {# day} other {# days}} and works once.',
  },
  notYou: /*i18n*/ {
    id: 'email.invitation.notYou',
    message: 'If you were not expecting it, ignore this email.',
  },
} satisfies Record<string, EmailMessage>;

/** The invitation's words in one language. */
function invitationWords(locale: Locale, input: InvitationEmailInput) {
  const say = (message: EmailMessage, values?: Record<string, string | number>) =>
    emailWords(locale, message, values);
  return {
    heading: say(words.heading),
    intro: say(words.intro, {
      inviter: input.inviterName,
      school: input.organizationName,
      role: input.role,
    }),
    action: say(words.action),
    button: say(words.button),
    validity: say(words.validity, { days: input.validityDays }),
    notYou: say(words.notYou),
  };
}

/** Arabic first, then English: the invitee's language is not known yet. */
export function invitationEmail(input: InvitationEmailInput): MailMessage {
  const ar = invitationWords('ar', input);
  const en = invitationWords('en', input);
  const subject = `${ar.heading} | ${en.heading}: ${input.organizationName}`;
  const textPart = (said: typeof ar) =>
    [said.intro, said.action, input.link, said.validity, said.notYou].join('\n');
  const htmlPart = (said: typeof ar, direction: 'rtl' | 'ltr') => {
    const align = direction === 'rtl' ? 'right' : 'left';
    return `<div dir="${direction}" style="text-align:${align};margin-bottom:24px;">
<p><strong>${escapeHtml(said.heading)}</strong></p>
<p>${escapeHtml(said.intro)}</p>
<p>${escapeHtml(said.action)}</p>
<p style="margin:16px 0;text-align:center;"><a href="${escapeHtml(input.link)}" style="display:inline-block;padding:12px 24px;background:#0b7285;color:#ffffff;text-decoration:none;border-radius:6px;font-weight:bold;">${escapeHtml(said.button)}</a></p>
<p>${escapeHtml(said.validity)}</p>
<p style="color:#52606d;font-size:14px;">${escapeHtml(said.notYou)}</p>
</div>`;
  };
  const text = [textPart(ar), '', '---', '', textPart(en)].join('\n');
  const html = emailLayout({
    locale: 'ar',
    title: subject,
    bodyHtml: `${htmlPart(ar, 'rtl')}<hr style="border:none;border-top:1px solid #d9e2ec;margin:24px 0;">${htmlPart(en, 'ltr')}
<p dir="ltr" style="font-size:13px;color:#52606d;word-break:break-all;text-align:left;">${escapeHtml(input.link)}</p>`,
  });
  return { to: input.to, subject, text, html };
}

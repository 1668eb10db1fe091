import type { InvitationRole } from '../../../../../contract/invitations.ts';
import { emailLayout } from '../../../plugins/mail/email-layout.ts';
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

const copy = {
  ar: {
    heading: 'دعوة للانضمام إلى شواهد',
    intro: (inviter: string, school: string, role: InvitationRole) =>
      `دعاك ${inviter} للانضمام إلى ${school} في شواهد ${role === 'org_admin' ? 'بصفتك قائدًا للمدرسة' : 'بصفتك معلمًا أو معلمة'}.`,
    action: 'افتح الرابط التالي، ثم سجّل الدخول أو أنشئ حسابًا بهذا البريد الإلكتروني واقبل الدعوة:',
    button: 'قبول الدعوة',
    validity: (days: number) => `الدعوة صالحة لمدة ${days} أيام وتُستخدم مرة واحدة فقط.`,
    notYou: 'إذا لم تكن تتوقع هذه الدعوة فتجاهل هذه الرسالة.',
  },
  en: {
    heading: 'An invitation to join Shawahid',
    intro: (inviter: string, school: string, role: InvitationRole) =>
      `${inviter} invited you to join ${school} on Shawahid as ${role === 'org_admin' ? 'a principal' : 'a teacher'}.`,
    action: 'Open this link, sign in or create an account with this email address, and accept:',
    button: 'Accept the invitation',
    validity: (days: number) => `The invitation is valid for ${days} days and works once.`,
    notYou: 'If you were not expecting it, ignore this email.',
  },
} as const;

/** Arabic first, then English: the invitee's language is not known yet. */
export function invitationEmail(input: InvitationEmailInput): MailMessage {
  const subject = `${copy.ar.heading} | ${copy.en.heading}: ${input.organizationName}`;
  const textPart = (words: (typeof copy)['ar' | 'en']) =>
    [
      words.intro(input.inviterName, input.organizationName, input.role),
      words.action,
      input.link,
      words.validity(input.validityDays),
      words.notYou,
    ].join('\n');
  const htmlPart = (words: (typeof copy)['ar' | 'en'], direction: 'rtl' | 'ltr') => {
    const align = direction === 'rtl' ? 'right' : 'left';
    return `<div dir="${direction}" style="text-align:${align};margin-bottom:24px;">
<p><strong>${escapeHtml(words.heading)}</strong></p>
<p>${escapeHtml(words.intro(input.inviterName, input.organizationName, input.role))}</p>
<p>${escapeHtml(words.action)}</p>
<p style="margin:16px 0;text-align:center;"><a href="${escapeHtml(input.link)}" style="display:inline-block;padding:12px 24px;background:#0b7285;color:#ffffff;text-decoration:none;border-radius:6px;font-weight:bold;">${escapeHtml(words.button)}</a></p>
<p>${escapeHtml(words.validity(input.validityDays))}</p>
<p style="color:#52606d;font-size:14px;">${escapeHtml(words.notYou)}</p>
</div>`;
  };
  const text = [textPart(copy.ar), '', '---', '', textPart(copy.en)].join('\n');
  const html = emailLayout({
    locale: 'ar',
    title: subject,
    bodyHtml: `${htmlPart(copy.ar, 'rtl')}<hr style="border:none;border-top:1px solid #d9e2ec;margin:24px 0;">${htmlPart(copy.en, 'ltr')}
<p dir="ltr" style="font-size:13px;color:#52606d;word-break:break-all;text-align:left;">${escapeHtml(input.link)}</p>`,
  });
  return { to: input.to, subject, text, html };
}

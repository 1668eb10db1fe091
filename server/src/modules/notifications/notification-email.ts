import type { Locale } from '../../../../contract/constants.ts';
import {
  notificationTargetPath,
  type NotificationKind,
} from '../../../../contract/notifications.ts';
import { emailLayout } from '../../plugins/mail/email-layout.ts';
import { emailWords, type EmailMessage } from '../../plugins/mail/email-words.ts';
import { escapeHtml } from '../../plugins/mail/escape-html.ts';
import type { MailMessage } from '../../plugins/mail/mailer.ts';
import { sharedEmailWords } from '../../plugins/mail/shared-email-words.ts';
import type { NotificationRow } from './notification-records.ts';
import { formatAmount, formatNotificationDate, notificationTexts } from './notification-texts.ts';

const words = {
  groupedSubject: /*i18n*/ {
    id: 'email.notifications.groupedSubject',
    message: '{title} ({count})',
  },
  open: /*i18n*/ { id: 'email.notifications.open', message: 'Open in Shawahid' },
  comment: /*i18n*/ { id: 'email.notifications.comment', message: 'Comment:' },
  receipt: /*i18n*/ { id: 'email.notifications.receipt', message: 'Receipt' },
  receiptAmount: /*i18n*/ { id: 'email.notifications.receiptAmount', message: 'Amount' },
  receiptPlan: /*i18n*/ { id: 'email.notifications.receiptPlan', message: 'Plan' },
  receiptDate: /*i18n*/ { id: 'email.notifications.receiptDate', message: 'Date' },
  receiptReference: /*i18n*/ { id: 'email.notifications.receiptReference', message: 'Reference' },
  unsubscribe: /*i18n*/ {
    id: 'email.notifications.unsubscribe',
    message: 'Stop emails like this one:',
  },
  settings: /*i18n*/ {
    id: 'email.notifications.choices',
    message: 'Choose which notifications reach you, and how, in your profile:',
  },
} satisfies Record<string, EmailMessage>;

export interface NotificationEmailInput {
  to: string;
  locale: Locale;
  fullName: string;
  kind: NotificationKind;
  /** One notification, or the ones of the kind gathered since the last email; oldest first. */
  items: readonly NotificationRow[];
  publicUrl: string;
  /** The signed token that turns this kind's emails off (unsubscribe-token.ts). */
  unsubscribeToken: string;
}

interface Part {
  text: string;
  html: string;
}

function receiptOf(item: NotificationRow, locale: Locale): Part | null {
  if (item.kind !== 'paymentReceived') return null;
  const say = (message: EmailMessage) => emailWords(locale, message);
  const { amount, currency, planName, date } = item.details;
  const rows: [string, string][] = [
    [
      say(words.receiptAmount),
      amount === undefined ? '' : formatAmount(amount, currency ?? 'SAR', locale),
    ],
    [say(words.receiptPlan), planName ?? ''],
    [say(words.receiptDate), date ? formatNotificationDate(date, locale) : ''],
    [say(words.receiptReference), item.subjectId ?? ''],
  ];
  // An id reads left to right in either language.
  const reference = say(words.receiptReference);
  return {
    text: [say(words.receipt), ...rows.map(([label, value]) => `${label}: ${value}`)].join('\n'),
    html: `<table role="presentation" style="border-collapse:collapse;margin:8px 0;">
<caption style="font-weight:bold;text-align:start;">${escapeHtml(say(words.receipt))}</caption>
${rows
  .map(
    ([label, value]) =>
      `<tr><th scope="row" style="padding:4px 12px;font-weight:normal;color:#52606d;text-align:start;">${escapeHtml(label)}</th><td style="padding:4px 12px;"><bdi${label === reference ? ' dir="ltr" style="word-break:break-all;"' : ''}>${escapeHtml(value)}</bdi></td></tr>`,
  )
  .join('\n')}
</table>`,
  };
}

function itemPart(item: NotificationRow, input: NotificationEmailInput): Part {
  const { locale } = input;
  const texts = notificationTexts(item.kind, item.details, locale);
  const link = `${input.publicUrl}${notificationTargetPath(item.subject, item.subjectId)}`;
  const open = emailWords(locale, words.open);
  const comment =
    item.kind === 'evidenceReturned' || !item.details.comment ? null : item.details.comment;
  const commentLabel = emailWords(locale, words.comment);
  const receipt = receiptOf(item, locale);
  const text = [
    texts.title,
    texts.body,
    ...(comment ? [`${commentLabel} ${comment}`] : []),
    ...(receipt ? [receipt.text] : []),
    `${open}: ${link}`,
  ].join('\n');
  const html = `<div style="margin:0 0 24px;">
<p style="margin:0 0 4px;font-weight:bold;font-size:17px;">${escapeHtml(texts.title)}</p>
<p style="margin:0 0 8px;">${escapeHtml(texts.body)}</p>
${comment ? `<p style="margin:0 0 8px;padding:8px 12px;background:#f4f6f8;border-radius:6px;">${escapeHtml(commentLabel)} <bdi>${escapeHtml(comment)}</bdi></p>` : ''}
${receipt ? receipt.html : ''}
<p style="margin:12px 0 0;"><a href="${escapeHtml(link)}" style="display:inline-block;padding:10px 20px;background:#0b7285;color:#ffffff;text-decoration:none;border-radius:6px;font-weight:bold;">${escapeHtml(open)}</a></p>
</div>`;
  return { text, html };
}

/**
 * The email of one notification, or of several of one kind gathered into one
 * (docs/notifications.md, "Email"): in the recipient's language, right to left in Arabic, with
 * a text part, an HTML part, a link to each record's screen and a one-click unsubscribe.
 */
export function notificationEmail(input: NotificationEmailInput): MailMessage {
  const { locale } = input;
  const newest = input.items.at(-1);
  if (!newest) throw new Error('a notification email needs at least one notification');
  const title = notificationTexts(input.kind, newest.details, locale).title;
  const subject =
    input.items.length > 1
      ? emailWords(locale, words.groupedSubject, { title, count: input.items.length })
      : title;
  const greeting = emailWords(locale, sharedEmailWords.greeting, { name: input.fullName });
  const parts = [...input.items].reverse().map((item) => itemPart(item, input));
  const token = encodeURIComponent(input.unsubscribeToken);
  // The body's link opens a page that asks before it acts, as mail scanners open links; the
  // header's is the API's one-click POST (RFC 8058). Both carry the same token.
  const unsubscribeLink = `${input.publicUrl}/unsubscribe?token=${token}`;
  const oneClickUrl = `${input.publicUrl}/api/notifications/unsubscribe?token=${token}`;
  const unsubscribe = emailWords(locale, words.unsubscribe);
  const settings = emailWords(locale, words.settings);
  const profileLink = `${input.publicUrl}/profile#notifications`;
  const text = [
    greeting,
    '',
    ...parts.map((part) => `${part.text}\n`),
    `${unsubscribe} ${unsubscribeLink}`,
    `${settings} ${profileLink}`,
  ].join('\n');
  const footerLink = (href: string, label: string) =>
    `<p style="margin:8px 0 0;font-size:13px;color:#52606d;">${escapeHtml(label)} <a href="${escapeHtml(href)}" dir="ltr" style="word-break:break-all;">${escapeHtml(href)}</a></p>`;
  const html = emailLayout({
    locale,
    title: subject,
    bodyHtml: `<p>${escapeHtml(greeting)}</p>
${parts.map((part) => part.html).join('\n')}
<div style="margin:24px 0 0;">
${footerLink(unsubscribeLink, unsubscribe)}
${footerLink(profileLink, settings)}
</div>`,
  });
  return {
    to: input.to,
    subject,
    text,
    html,
    headers: {
      'List-Unsubscribe': `<${oneClickUrl}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}

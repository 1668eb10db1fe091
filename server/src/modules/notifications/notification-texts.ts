import { schoolYearName } from '../../../../contract/school-year-name.ts';
import type { Locale } from '../../../../contract/constants.ts';
import { intlLocale } from '../../../../contract/intl-locale.ts';
import type { NotificationDetails, NotificationKind } from '../../../../contract/notifications.ts';
import { emailWords, type EmailMessage } from '../../plugins/mail/email-words.ts';

/**
 * What a notification says, in the recipient's language, from the server's catalogue
 * (`server/src/locales/<locale>/emails.po`): the push message's texts and the email's.
 */
const titles = {
  evidenceReturned: /*i18n*/ {
    id: 'notification.evidenceReturned.title',
    message: 'Evidence returned to you',
  },
  evidenceAccepted: /*i18n*/ {
    id: 'notification.evidenceAccepted.title',
    message: 'Evidence accepted',
  },
  evaluationFinalised: /*i18n*/ {
    id: 'notification.evaluationFinalised.title',
    message: 'Your evaluation is ready',
  },
  selfAssessmentRequested: /*i18n*/ {
    id: 'notification.selfAssessmentRequested.title',
    message: 'Your self-assessment is open',
  },
  planAssigned: /*i18n*/ {
    id: 'notification.planAssigned.title',
    message: 'A development plan was assigned to you',
  },
  planFeedback: /*i18n*/ {
    id: 'notification.planFeedback.title',
    message: 'Feedback on your development plan',
  },
  planGraded: /*i18n*/ {
    id: 'notification.planGraded.title',
    message: 'Your development plan was graded',
  },
  invitationAccepted: /*i18n*/ {
    id: 'notification.invitationAccepted.title',
    message: 'A new staff member joined',
  },
  evidenceAwaitingReview: /*i18n*/ {
    id: 'notification.evidenceAwaitingReview.title',
    message: 'Evidence awaits your review',
  },
  trialEndingSoon: /*i18n*/ {
    id: 'notification.trialEndingSoon.title',
    message: 'Your free trial ends soon',
  },
  subscriptionEndingSoon: /*i18n*/ {
    id: 'notification.subscriptionEndingSoon.title',
    message: 'Your subscription ends soon',
  },
  subscriptionExpired: /*i18n*/ {
    id: 'notification.subscriptionExpired.title',
    message: 'Your subscription has ended',
  },
  paymentReceived: /*i18n*/ {
    id: 'notification.paymentReceived.title',
    message: 'Payment received',
  },
  editReplaced: /*i18n*/ {
    id: 'notification.editReplaced.title',
    message: 'Your edit was replaced',
  },
  objectionSubmitted: /*i18n*/ {
    id: 'notification.objectionSubmitted.title',
    message: 'An objection to an evaluation',
  },
  objectionAnswered: /*i18n*/ {
    id: 'notification.objectionAnswered.title',
    message: 'Your objection was answered',
  },
} satisfies Record<NotificationKind, EmailMessage>;

const bodies = {
  evidenceReturned: /*i18n*/ {
    id: 'notification.evidenceReturned.body',
    message: '{actor} returned “{title}” with a comment: {comment}',
  },
  evidenceAccepted: /*i18n*/ {
    id: 'notification.evidenceAccepted.body',
    message: '{actor} accepted “{title}”.',
  },
  evaluationFinalised: /*i18n*/ {
    id: 'notification.evaluationFinalised.body',
    message: '{actor} finalised your evaluation for {year}. Read it and acknowledge it.',
  },
  selfAssessmentRequested: /*i18n*/ {
    id: 'notification.selfAssessmentRequested.body',
    message: '{actor} opened your evaluation for {year}. Fill in your self-assessment.',
  },
  planAssigned: /*i18n*/ {
    id: 'notification.planAssigned.body',
    message: '{actor} assigned you “{title}”. Add your goals and start working on it.',
  },
  planFeedback: /*i18n*/ {
    id: 'notification.planFeedback.body',
    message: '{actor} commented on “{title}”.',
  },
  planGraded: /*i18n*/ { id: 'notification.planGraded.body', message: '{actor} graded “{title}”.' },
  invitationAccepted: /*i18n*/ {
    id: 'notification.invitationAccepted.body',
    message: '{actor} accepted your invitation and joined your school.',
  },
  evidenceAwaitingReview: /*i18n*/ {
    id: 'notification.evidenceAwaitingReview.body',
    message:
      '{count, plural, one {One piece of evidence awaits your review.} other {# pieces of evidence await your review.}}',
  },
  trialEndingSoon: /*i18n*/ {
    id: 'notification.trialEndingSoon.body',
    message: 'Your free trial ends on {date}. Choose a plan to keep working without a break.',
  },
  subscriptionEndingSoon: /*i18n*/ {
    id: 'notification.subscriptionEndingSoon.body',
    message: 'Your {plan} subscription ends on {date}. Renew it to keep working without a break.',
  },
  subscriptionExpired: /*i18n*/ {
    id: 'notification.subscriptionExpired.body',
    message: 'Your subscription ended on {date}. Your data is kept for 30 days; renew to carry on.',
  },
  paymentReceived: /*i18n*/ {
    id: 'notification.paymentReceived.body',
    message: 'We received {amount} for {plan}. Thank you.',
  },
  editReplaced: /*i18n*/ {
    id: 'notification.editReplaced.body',
    message:
      'Your edit “{title}”, saved on {date}, was replaced: two devices changed this evidence at the same time, and the other version was kept.',
  },
  objectionSubmitted: /*i18n*/ {
    id: 'notification.objectionSubmitted.body',
    message: '{actor} objected to their evaluation for {year}. Answer each objected criterion.',
  },
  objectionAnswered: /*i18n*/ {
    id: 'notification.objectionAnswered.body',
    message:
      '{actor} answered your objection to your evaluation for {year}. Your overall rating is now {rating} ({label}).',
  },
} satisfies Record<NotificationKind, EmailMessage>;

export interface NotificationTexts {
  title: string;
  body: string;
}

export function formatNotificationDate(iso: string, locale: Locale): string {
  return new Intl.DateTimeFormat(intlLocale(locale), {
    dateStyle: 'long',
    timeZone: 'Asia/Riyadh',
  }).format(new Date(iso));
}

export function formatAmount(amount: number, currency: string, locale: Locale): string {
  return new Intl.NumberFormat(intlLocale(locale), { style: 'currency', currency }).format(amount);
}

/** The placeholders' values; the record's words are the user's own, isolated for bidi. */
function valuesOf(details: NotificationDetails, locale: Locale): Record<string, string | number> {
  const isolate = (text: string) => `\u2068${text}\u2069`;
  return {
    actor: isolate(details.actorName ?? ''),
    title: isolate(details.recordTitle ?? ''),
    comment: isolate(details.comment ?? ''),
    year: details.schoolYear ? schoolYearName(details.schoolYear, locale) : '',
    count: details.count ?? 0,
    date: details.date ? formatNotificationDate(details.date, locale) : '',
    amount:
      details.amount === undefined
        ? ''
        : formatAmount(details.amount, details.currency ?? 'SAR', locale),
    plan: isolate(details.planName ?? ''),
    rating: details.rating ?? '',
    label: (locale === 'ar' ? details.ratingNameAr : details.ratingNameEn) ?? '',
  };
}

/** A notification's title and body in `locale`. */
export function notificationTexts(
  kind: NotificationKind,
  details: NotificationDetails,
  locale: Locale,
): NotificationTexts {
  const values = valuesOf(details, locale);
  return {
    title: emailWords(locale, titles[kind]),
    body: emailWords(locale, bodies[kind], values),
  };
}

import type { I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';

import { schoolYearName } from '../../../contract/school-year-name.ts';
import type { Locale } from '../../../contract/constants.ts';
import type { NotificationDetails, NotificationKind } from '../../../contract/notifications.ts';
import { formatLongDate } from '../../lib/format/format-date.ts';
import { numberFormat } from '../../lib/format/intl-formatters.ts';

export interface NotificationText {
  title: string;
  body: string;
}

/** Text someone typed, kept in its own direction inside a sentence of the other language. */
function isolated(text: string): string {
  return `\u2068${text}\u2069`;
}

/**
 * What the centre shows for a notification, in the reader's language, from its kind and the
 * facts the server kept (contract/notifications.ts); a fact missing gives a plainer sentence.
 */
export function notificationText(
  kind: NotificationKind,
  details: NotificationDetails,
  i18n: I18n,
  locale: Locale,
): NotificationText {
  const say = i18n._.bind(i18n);
  const record = isolated(details.recordTitle ?? '');
  const actor = details.actorName
    ? isolated(details.actorName)
    : say(msg({ message: 'Your principal', comment: 'The school principal, as who acted' }));
  const comment = details.comment ? isolated(details.comment) : null;
  const year = isolated(details.schoolYear ? schoolYearName(details.schoolYear, locale) : '');
  const date = details.date ? formatLongDate(details.date, locale) : '';
  const count = details.count ?? 0;
  const countText = numberFormat(locale).format(count);
  switch (kind) {
    case 'evidenceReturned':
      return {
        title: say(msg`Evidence returned for changes`),
        body: comment
          ? say(msg`${actor} returned “${record}”. Comment: ${comment}`)
          : say(msg`${actor} returned “${record}”.`),
      };
    case 'evidenceAccepted':
      return {
        title: say(msg`Evidence accepted`),
        body: say(msg`${actor} accepted “${record}”.`),
      };
    case 'evaluationFinalised':
      return {
        title: say(msg`Your evaluation is finalised`),
        body: say(msg`Your evaluation for ${year} is ready. Read and acknowledge it.`),
      };
    case 'selfAssessmentRequested':
      return {
        title: say(msg`Self-assessment requested`),
        body: say(msg`The evaluation season for ${year} is open. Fill in your self-assessment.`),
      };
    case 'planAssigned':
      return {
        title: say(msg`A development plan for you`),
        body: say(msg`${actor} assigned you the plan “${record}”.`),
      };
    case 'planFeedback':
      return {
        title: say(msg`Feedback on your plan`),
        body: comment
          ? say(msg`${actor} commented on “${record}”: ${comment}`)
          : say(msg`${actor} commented on “${record}”.`),
      };
    case 'planGraded':
      return {
        title: say(msg`Your plan was graded`),
        body: say(msg`${actor} graded “${record}”.`),
      };
    case 'invitationAccepted':
      return {
        title: say(msg`Invitation accepted`),
        body: say(msg`${actor} accepted your invitation and joined your school.`),
      };
    case 'evidenceAwaitingReview':
      return {
        title: say(msg`Evidence awaiting your review`),
        body: say(
          msg({
            message: plural(count, {
              one: `${countText} piece of evidence awaits your review.`,
              other: `${countText} pieces of evidence await your review.`,
            }),
          }),
        ),
      };
    case 'trialEndingSoon':
      return {
        title: say(msg`Your free trial ends soon`),
        body: say(msg`Your free trial ends on ${date}. Subscribe to keep adding evidence.`),
      };
    case 'subscriptionEndingSoon':
      return {
        title: say(msg`Your subscription ends soon`),
        body: say(msg`Your subscription ends on ${date}. Renew it to keep your access.`),
      };
    case 'subscriptionExpired':
      return {
        title: say(msg`Your subscription has ended`),
        body: say(
          msg`Your subscription ended on ${date}. Your evidence is kept; renew to add more.`,
        ),
      };
    case 'paymentReceived': {
      const amount =
        details.amount === undefined
          ? ''
          : numberFormat(locale, {
              style: 'currency',
              currency: details.currency ?? 'SAR',
              minimumFractionDigits: Number.isInteger(details.amount) ? 0 : 2,
              maximumFractionDigits: 2,
            }).format(details.amount);
      return {
        title: say(msg`Payment received`),
        body: say(msg`We received your payment of ${amount}. The receipt is in your profile.`),
      };
    }
    case 'editReplaced':
      return {
        title: say(msg`Your edit was replaced`),
        body: say(
          msg`Your edit “${record}”, saved on ${date}, was replaced: two devices changed this piece of evidence at once, and the other version was kept.`,
        ),
      };
    case 'objectionSubmitted':
      return {
        title: say(msg`An objection to an evaluation`),
        body: say(msg`${actor} objected to their evaluation for ${year}. Answer each criterion.`),
      };
    case 'objectionAnswered': {
      const label = (locale === 'ar' ? details.ratingNameAr : details.ratingNameEn) ?? '';
      const rating =
        details.rating === undefined ? '' : numberFormat(locale).format(details.rating);
      return {
        title: say(msg`Your objection was answered`),
        body:
          rating === ''
            ? say(msg`${actor} answered your objection to your evaluation for ${year}.`)
            : say(
                msg`${actor} answered your objection. Your overall rating is now ${rating} (${label}).`,
              ),
      };
    }
  }
}

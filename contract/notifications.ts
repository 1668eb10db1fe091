import { z } from 'zod';

import { locales } from './constants.ts';
import { zId } from './ids.ts';

/**
 * Notifications (issue 31; docs/notifications.md): what happened to a user's work while the app
 * was closed. Each is written by the server in the same transaction as the change that causes
 * it, kept for the in-app centre (a synced resource, docs/sync.md), and delivered by Web Push or
 * email as the user's preference for its kind says.
 */
export const notificationKinds = [
  /** To the evidence's owner, with the reviewer's comment. */
  'evidenceReturned',
  /** To the evidence's owner; quiet: the centre only, unless she chooses otherwise. */
  'evidenceAccepted',
  /** To the teacher: her evaluation is finalised and awaits her acknowledgement. */
  'evaluationFinalised',
  /** To each staff member when the principal opens the evaluation season. */
  'selfAssessmentRequested',
  /** To the teacher: a development plan assigned, commented on, or graded. */
  'planAssigned',
  'planFeedback',
  'planGraded',
  /** To the principal who invited: the invitee joined. */
  'invitationAccepted',
  /** To the principal: one daily digest of the evidence awaiting review, never one per item. */
  'evidenceAwaitingReview',
  /** To the payer. */
  'trialEndingSoon',
  'subscriptionEndingSoon',
  'subscriptionExpired',
  'paymentReceived',
  /**
   * To the owner: an edit she made on one device was replaced by a conflicting one kept on
   * another ("keep mine", docs/sync.md, "Conflicts").
   */
  'editReplaced',
  /** To each principal of her school: a teacher objected to her finalised evaluation. */
  'objectionSubmitted',
  /** To the teacher: every item of her objection is answered; names her rating now. */
  'objectionAnswered',
] as const;
export type NotificationKind = (typeof notificationKinds)[number];

/**
 * How a user wants a kind delivered beyond the centre (which always has it): `push` (Web Push on
 * the devices she subscribed, email where she has none or the push fails), `email`, or `none`.
 */
export const notificationChannels = ['push', 'email', 'none'] as const;
export type NotificationChannel = (typeof notificationChannels)[number];

export const defaultNotificationChannels: Readonly<Record<NotificationKind, NotificationChannel>> =
  {
    evidenceReturned: 'push',
    evidenceAccepted: 'none',
    evaluationFinalised: 'push',
    selfAssessmentRequested: 'push',
    planAssigned: 'push',
    planFeedback: 'push',
    planGraded: 'push',
    invitationAccepted: 'push',
    evidenceAwaitingReview: 'push',
    trialEndingSoon: 'email',
    subscriptionEndingSoon: 'email',
    subscriptionExpired: 'email',
    paymentReceived: 'email',
    editReplaced: 'push',
    objectionSubmitted: 'push',
    objectionAnswered: 'push',
  };

/** The record a notification opens; the app maps each to its screen. */
export const notificationSubjects = [
  'achievement',
  'evaluation',
  'developmentPlan',
  'staffMember',
  'reviewQueue',
  'subscription',
  'payment',
] as const;
export type NotificationSubject = (typeof notificationSubjects)[number];

/** What the texts name; each kind fills the fields it needs (docs/notifications.md, "Kinds"). */
export const zNotificationDetails = z.object({
  /** The record's title (an achievement's title, a plan's title), as it was. */
  recordTitle: z.string().optional(),
  /** The reviewer's or principal's comment. */
  comment: z.string().optional(),
  /** Who acted (the principal, the invitee). */
  actorName: z.string().optional(),
  /** How many (the digest's evidence awaiting review). */
  count: z.number().int().optional(),
  /** A school year such as `2026-2027`. */
  schoolYear: z.string().optional(),
  /** A date the text names (when a trial or subscription ends or ended), ISO 8601. */
  date: z.string().optional(),
  /** An amount in riyals (a payment), with its currency. */
  amount: z.number().optional(),
  currency: z.string().optional(),
  /** A subscription plan's name in the user's language. */
  planName: z.string().optional(),
  /** An evaluation's overall rating 1-5 and its label in both languages, as it was then. */
  rating: z.number().int().optional(),
  ratingNameEn: z.string().optional(),
  ratingNameAr: z.string().optional(),
});
export type NotificationDetails = z.infer<typeof zNotificationDetails>;

export const zNotification = z.object({
  id: z.string(),
  kind: z.enum(notificationKinds),
  subject: z.enum(notificationSubjects),
  /** The subject's id, when the subject is one record. */
  subjectId: z.string().nullable(),
  details: zNotificationDetails,
  createdAt: z.string(),
  readAt: z.string().nullable(),
  version: z.number().int(),
});
export type Notification = z.infer<typeof zNotification>;

export const notificationListLimits = { defaultLimit: 50, maxLimit: 200 } as const;

export const zNotificationListQuery = z.object({
  /** Older than this notification's id (ids are UUID v7, so they sort by time). */
  before: zId.optional(),
  limit: z.coerce.number().int().min(1).max(notificationListLimits.maxLimit).optional(),
});

export const zNotificationList = z.object({
  items: z.array(zNotification),
  unreadCount: z.number().int(),
  hasMore: z.boolean(),
});
export type NotificationList = z.infer<typeof zNotificationList>;

/**
 * Mark every notification up to and including `upTo` read: a mark made offline never reads
 * those that arrived after it.
 */
export const zMarkAllReadInput = z.object({ upTo: zId });
export const zUnreadCount = z.object({ unreadCount: z.number().int() });

export const zNotificationPreferences = z.object({
  channels: z.record(
    z.enum(notificationKinds),
    z.enum(notificationChannels, { error: 'validation.error.mustBeOneOf' }),
  ),
});
export type NotificationPreferences = z.infer<typeof zNotificationPreferences>;

export const zNotificationPreferencesUpdate = z.object({
  channels: z.partialRecord(
    z.enum(notificationKinds, { error: 'validation.error.mustBeOneOf' }),
    z.enum(notificationChannels, { error: 'validation.error.mustBeOneOf' }),
  ),
});

/** A browser's PushSubscription as `toJSON()` gives it. */
export const zPushSubscriptionInput = z.object({
  endpoint: z.url({ error: 'validation.error.invalidRequestFormat' }).max(2048),
  expirationTime: z.number().nullable().optional(),
  keys: z.object({
    p256dh: z.string().min(1).max(256),
    auth: z.string().min(1).max(64),
  }),
});
export type PushSubscriptionInput = z.infer<typeof zPushSubscriptionInput>;

export const zPushUnsubscribeInput = z.object({ endpoint: z.string().max(2048) });

export const zPushPublicKey = z.object({
  /** The VAPID public key, base64url, for `applicationServerKey`. */
  publicKey: z.string(),
});

/** One-click unsubscribe from an email's kind (RFC 8058): the token names the user and kind. */
export const zEmailUnsubscribeQuery = z.object({ token: z.string().min(1).max(1024) });
export const zEmailUnsubscribed = z.object({ kind: z.enum(notificationKinds) });

/**
 * The screen a notification opens (the centre's tap, the push notification's tap, the email's
 * link). The app reads these parameters: `open` scrolls to and highlights an achievement, `form`
 * opens an evaluation form, `plan` a development plan.
 */
export function notificationTargetPath(
  subject: NotificationSubject,
  subjectId: string | null,
): string {
  const withId = (path: string, parameter: string) =>
    subjectId === null ? path : `${path}?${parameter}=${encodeURIComponent(subjectId)}`;
  switch (subject) {
    case 'achievement':
      return withId('/achievements', 'open');
    case 'evaluation':
      return withId('/evaluations', 'form');
    case 'developmentPlan':
      return withId('/development-plans', 'plan');
    case 'staffMember':
      return '/manage-users';
    case 'reviewQueue':
      return '/review';
    case 'subscription':
      return '/profile';
    case 'payment':
      return withId('/payment/callback', 'id');
  }
}

/**
 * What the server's push message carries once decrypted (RFC 8291): the texts already in the
 * user's language, so the service worker shows them without a catalogue.
 */
export const zPushMessage = z.object({
  notificationId: z.string(),
  kind: z.enum(notificationKinds),
  title: z.string(),
  body: z.string(),
  /** A path inside the app, from `notificationTargetPath`. */
  path: z.string(),
  /** The unread count after this one, for the home-screen badge. */
  unreadCount: z.number().int(),
  lang: z.enum(locales),
});
export type PushMessage = z.infer<typeof zPushMessage>;

import { i18n } from '@lingui/core';
import { beforeAll, describe, expect, it } from 'vitest';

import {
  notificationKinds,
  type NotificationDetails,
  type NotificationKind,
} from '../../../contract/notifications.ts';
import { activateArabic, activateSourceEnglish } from '../../testing/render-with-providers.tsx';

import { notificationText } from './notification-text.ts';

const details: NotificationDetails = {
  recordTitle: 'Reading lesson',
  comment: 'Add the photo',
  actorName: 'Huda',
  count: 4,
  schoolYear: '2026-2027',
  date: '2026-12-01',
  amount: 375,
  currency: 'SAR',
  rating: 3,
  ratingNameEn: 'Met expectations',
  ratingNameAr: 'وافق التوقعات',
};

// Bidi isolation marks around what someone typed, dropped to compare the words.
const plain = (text: string) => text.replace(/[\u2068\u2069]/g, '');

const english: Record<NotificationKind, [string, string]> = {
  evidenceReturned: [
    'Evidence returned for changes',
    'Huda returned “Reading lesson”. Comment: Add the photo',
  ],
  evidenceAccepted: ['Evidence accepted', 'Huda accepted “Reading lesson”.'],
  evaluationFinalised: [
    'Your evaluation is finalised',
    'Your evaluation for 2026-2027 (1448 AH) is ready. Read and acknowledge it.',
  ],
  selfAssessmentRequested: [
    'Self-assessment requested',
    'The evaluation season for 2026-2027 (1448 AH) is open. Fill in your self-assessment.',
  ],
  planAssigned: ['A development plan for you', 'Huda assigned you the plan “Reading lesson”.'],
  planFeedback: ['Feedback on your plan', 'Huda commented on “Reading lesson”: Add the photo'],
  planGraded: ['Your plan was graded', 'Huda graded “Reading lesson”.'],
  invitationAccepted: [
    'Invitation accepted',
    'Huda accepted your invitation and joined your school.',
  ],
  evidenceAwaitingReview: [
    'Evidence awaiting your review',
    '4 pieces of evidence await your review.',
  ],
  trialEndingSoon: [
    'Your free trial ends soon',
    'Your free trial ends on December 1, 2026. Subscribe to keep adding evidence.',
  ],
  subscriptionEndingSoon: [
    'Your subscription ends soon',
    'Your subscription ends on December 1, 2026. Renew it to keep your access.',
  ],
  subscriptionExpired: [
    'Your subscription has ended',
    'Your subscription ended on December 1, 2026. Your evidence is kept; renew to add more.',
  ],
  paymentReceived: [
    'Payment received',
    'We received your payment of SAR\u00a0375. The receipt is in your profile.',
  ],
  editReplaced: [
    'Your edit was replaced',
    'Your edit “Reading lesson”, saved on December 1, 2026, was replaced: two devices changed this piece of evidence at once, and the other version was kept.',
  ],
  objectionSubmitted: [
    'An objection to an evaluation',
    'Huda objected to their evaluation for 2026-2027 (1448 AH). Answer each criterion.',
  ],
  objectionAnswered: [
    'Your objection was answered',
    'Huda answered your objection. Your overall rating is now 3 (Met expectations).',
  ],
};

describe('notificationText', () => {
  it('says every kind in English, naming the record, the person and the comment', () => {
    activateSourceEnglish();
    for (const kind of notificationKinds) {
      const text = notificationText(kind, details, i18n, 'en');
      expect([text.title, plain(text.body)], kind).toEqual(english[kind]);
    }
  });

  it('keeps what someone typed in its own direction inside the sentence', () => {
    activateSourceEnglish();
    const text = notificationText(
      'evidenceReturned',
      { ...details, comment: 'أضيفي الصورة' },
      i18n,
      'en',
    );
    expect(text.body).toContain('\u2068أضيفي الصورة\u2069');
  });
});

describe('notificationText in Arabic', () => {
  beforeAll(activateArabic, 20_000);

  it('says every kind in Arabic, with Latin digits and Gregorian dates', async () => {
    const typedInArabic = {
      ...details,
      recordTitle: 'درس القراءة',
      comment: 'أضيفي الصورة',
      actorName: 'هدى',
    };
    const seen = new Set<string>();
    for (const kind of notificationKinds) {
      const text = notificationText(kind, typedInArabic, i18n, 'ar');
      // Translated: no English letter left, and each kind a title of its own.
      expect(text.title + plain(text.body), kind).not.toMatch(/[A-Za-z]/);
      expect(seen.has(text.title), kind).toBe(false);
      seen.add(text.title);
    }
    expect(plain(notificationText('evidenceReturned', typedInArabic, i18n, 'ar').body)).toBe(
      'أعاد هدى إليك الشاهد «درس القراءة» لتعديله. الملاحظة: أضيفي الصورة',
    );
    expect(notificationText('trialEndingSoon', details, i18n, 'ar').body).toContain(
      '1 ديسمبر 2026',
    );
    expect(notificationText('evidenceAwaitingReview', details, i18n, 'ar').body).toBe(
      '4 شواهد بانتظار مراجعتك.',
    );
    // Without the actor's name, the principal acts, as the school calls them.
    expect(notificationText('evidenceAccepted', {}, i18n, 'ar').body).toContain('قائد المدرسة');
  });
});

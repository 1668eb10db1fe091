import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

import type { NotificationKind } from '../../../contract/notifications.ts';

/** Each kind as the preferences name it. */
export const notificationKindLabel: Record<NotificationKind, MessageDescriptor> = {
  evidenceReturned: msg`Evidence returned to you for changes`,
  evidenceAccepted: msg`Evidence accepted`,
  evaluationFinalised: msg`Your evaluation finalised, awaiting your acknowledgement`,
  selfAssessmentRequested: msg`Self-assessment requested`,
  planAssigned: msg`A development plan assigned to you`,
  planFeedback: msg`Feedback on your development plan`,
  planGraded: msg`Your development plan graded`,
  invitationAccepted: msg`An invitation accepted`,
  evidenceAwaitingReview: msg`Evidence awaiting your review (one daily summary)`,
  trialEndingSoon: msg`Free trial ending soon`,
  subscriptionEndingSoon: msg`Subscription ending soon`,
  subscriptionExpired: msg`Subscription ended`,
  paymentReceived: msg`Payment received, with the receipt`,
  editReplaced: msg`An edit of yours replaced by one from another device`,
  objectionSubmitted: msg`A staff member’s objection to their evaluation`,
  objectionAnswered: msg`Your objection answered, with your rating`,
};

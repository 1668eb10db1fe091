import type { z } from 'zod';

import {
  isFeedbackOpen,
  type DevelopmentPlan,
  type zReview,
  type zSelfEvaluation,
} from '../../../../contract/development-plans.ts';
import type { AuthenticatedUser } from '../../plugins/auth/authenticated-user.ts';
import { businessRule, changePlan, type WriteContext } from './change-plan.ts';
import { canReviewPlanOf } from './plan-access.ts';
import type { PlanRow } from './plan-records.ts';
import { recordTitle } from '../notifications/access.ts';
import { writeNotification } from '../notifications/access.ts';

function refuseClosedFeedback(plan: PlanRow): void {
  if (!isFeedbackOpen(plan.status)) throw businessRule('developmentPlans.failed.feedbackNotOpen');
}

/** The beneficiary's own comment on the plan (self-evaluation). */
export async function saveSelfEvaluation(
  app: WriteContext,
  caller: AuthenticatedUser,
  planId: string,
  input: z.output<typeof zSelfEvaluation>,
): Promise<DevelopmentPlan> {
  return changePlan(app, caller, planId, input.version, {
    allowed: (viewer, beneficiary) => viewer.id === beneficiary.id,
    check: refuseClosedFeedback,
    apply: () => ({ userComment: input.userComment }),
  });
}

/** The principal's (or a super admin's) comment and grade. */
export async function saveReview(
  app: WriteContext,
  caller: AuthenticatedUser,
  planId: string,
  input: z.output<typeof zReview>,
): Promise<DevelopmentPlan> {
  return changePlan(app, caller, planId, input.version, {
    allowed: canReviewPlanOf,
    check: refuseClosedFeedback,
    apply: async (current, tx) => {
      await writeNotification(tx, app.clock.now(), {
        recipientId: current.beneficiaryId,
        kind: input.grade !== null && input.grade !== current.grade ? 'planGraded' : 'planFeedback',
        subject: 'developmentPlan',
        subjectId: current.id,
        details: {
          recordTitle: recordTitle(current.name),
          actorName: caller.fullName,
          ...(input.adminComment && { comment: input.adminComment }),
        },
      });
      return {
        adminComment: input.adminComment,
        grade: input.grade,
        reviewedById: caller.id,
        reviewedAt: app.clock.now(),
      };
    },
  });
}

import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

import type { DevelopmentPlanMessageKey } from '../../../../contract/feature-message-keys/development-plans.ts';

/** The translated text of the development plans feature's own message keys. */
export const developmentPlanMessages: Record<DevelopmentPlanMessageKey, MessageDescriptor> = {
  'developmentPlans.failed.readOnly': msg`This plan is completed and can no longer be changed.`,
  'developmentPlans.failed.invalidTransition': msg`The plan cannot move to that status from its current one.`,
  'developmentPlans.failed.noGoals': msg`Add at least one goal before activating the plan.`,
  'developmentPlans.failed.feedbackNotOpen': msg`Feedback opens once the plan is active.`,
  'developmentPlans.failed.notDraft': msg`Only a draft plan can be deleted.`,
  'developmentPlans.failed.dueDateOutsidePlan': msg`The due date must fall within the plan’s start and end dates.`,
  'developmentPlans.failed.goalOrderMismatch': msg`The goals changed meanwhile; reorder them again.`,
  'developmentPlans.failed.tooManyGoals': msg`A plan can hold at most 30 goals.`,
  'developmentPlans.success.activated': msg`The plan is active.`,
  'developmentPlans.success.completed': msg`The plan is completed.`,
};

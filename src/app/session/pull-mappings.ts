import { criteriaPullMapping } from '../../entities/criteria/criteria-pull-mapping.ts';
import {
  evaluationBandsPullMapping,
  evaluationsPullMapping,
} from '../../entities/evaluation/evaluation-pull-mappings.ts';
import { achievementsPullMapping } from '../../features/achievements/achievements-pull-mapping.ts';
import { plansPullMapping } from '../../features/development-plans/plans-pull-mapping.ts';
import { notificationsPullMapping } from '../../features/notifications/notifications-pull-mapping.ts';
import type { PullMappings } from '../../lib/sync/pull-mapping.ts';

/** Where each pulled table lands on the device (src/lib/sync/README.md). */
export const pullMappings: PullMappings = {
  achievements: achievementsPullMapping,
  criteria: criteriaPullMapping,
  developmentPlans: plansPullMapping,
  evaluations: evaluationsPullMapping,
  evaluationBands: evaluationBandsPullMapping,
  notifications: notificationsPullMapping,
};

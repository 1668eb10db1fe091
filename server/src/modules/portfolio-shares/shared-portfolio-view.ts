import type { FastifyInstance } from 'fastify';

import type { SharedPortfolio } from '../../../../contract/portfolio-shares.ts';
import { schoolYearLabel, schoolYearStarting } from '../../../../contract/school-year.ts';
import { finalisedEvaluationSummary } from '../evaluations/access.ts';
import { portfolioContentOf } from '../portfolio/access.ts';
import { shareScope, type PortfolioShareRow } from './share-records.ts';

/**
 * What a link shows: the portfolio of its school year as the PDF holds it (no ids of people,
 * no storage keys, no draft evaluation), photos and files named only by the ids the link
 * serves, limited to the link's school and, when chosen, to accepted evidence.
 */
export async function sharedPortfolioOf(
  app: Pick<FastifyInstance, 'db'>,
  share: PortfolioShareRow,
): Promise<SharedPortfolio> {
  const schoolYear = schoolYearStarting(share.schoolYear);
  const [content, evaluation] = await Promise.all([
    portfolioContentOf(app.db, share.ownerId, schoolYear, shareScope(share)),
    finalisedEvaluationSummary(app.db, share.ownerId, schoolYearLabel(share.schoolYear)),
  ]);
  return {
    locale: share.locale,
    ownerName: content.owner.fullName,
    job: content.owner.job,
    schoolName: content.owner.schoolName,
    principalName: content.principalName,
    schoolYear: schoolYearLabel(share.schoolYear),
    expiresAt: share.expiresAt.toISOString(),
    acceptedOnly: share.acceptedOnly,
    criteria: content.criteria.map((criterion) => ({
      id: criterion.id,
      nameEn: criterion.nameEn,
      nameAr: criterion.nameAr,
      weight: criterion.weight,
      evidence: criterion.evidence.map((item) => ({
        id: item.id,
        description: item.description,
        eventStartAt: item.eventStartAt.toISOString(),
        location: item.location,
        evidenceType: item.evidenceType,
        links: item.links,
        photoIds: item.photos.map((photo) => photo.id),
        otherFiles: item.otherFiles,
        review: item.review,
      })),
    })),
    plans: content.plans.map((plan) => ({
      name: plan.name,
      description: plan.description,
      startDate: plan.startDate,
      endDate: plan.endDate,
      status: plan.status,
      goals: plan.goals.map((goal) => ({
        statement: goal.statement,
        targetMetric: goal.targetMetric,
        dueDate: goal.dueDate,
        progress: goal.progress,
        status: goal.status,
      })),
      selfEvaluation: plan.feedback.userComment,
      principalComment: plan.feedback.adminComment,
      grade: plan.feedback.grade,
    })),
    evaluation: evaluation ?? null,
  };
}

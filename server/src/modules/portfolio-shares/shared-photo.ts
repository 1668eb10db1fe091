import { and, eq, exists, inArray, isNotNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';

import { zId } from '../../../../contract/ids.ts';
import { schoolYearStarting } from '../../../../contract/school-year.ts';
import { achievementCriteria, achievements } from '../../db/tables/achievements.ts';
import { evidenceFiles } from '../../db/tables/evidence-files.ts';
import { users } from '../../db/tables/users.ts';
import { criteriaForJob } from '../criteria/criteria-service.ts';
import { portfolioAchievementsCondition } from '../portfolio/portfolio-content.ts';
import type { PortfolioShareRow } from './share-records.ts';

/**
 * The stored thumbnail of a photo that the shared portfolio shows, and only such a photo: a
 * file of one of the owner's live achievements of the link's school year, under a criterion
 * of the owner's set. Undefined for any other file, whoever it belongs to.
 */
export async function sharedPhotoThumbnail(
  app: Pick<FastifyInstance, 'db'>,
  share: PortfolioShareRow,
  fileId: string,
): Promise<{ thumbnailKey: string; name: string } | undefined> {
  if (!zId.safeParse(fileId).success) return undefined;
  const [owner] = await app.db
    .select({ job: users.job })
    .from(users)
    .where(eq(users.id, share.ownerId));
  if (!owner) return undefined;
  const criterionIds = (await criteriaForJob(app.db, owner.job)).map((criterion) => criterion.id);
  if (criterionIds.length === 0) return undefined;
  const underACriterion = app.db
    .select({ achievementId: achievementCriteria.achievementId })
    .from(achievementCriteria)
    .where(
      and(
        eq(achievementCriteria.achievementId, achievements.id),
        inArray(achievementCriteria.criterionId, criterionIds),
      ),
    );
  const [file] = await app.db
    .select({ thumbnailKey: evidenceFiles.thumbnailKey, name: evidenceFiles.name })
    .from(evidenceFiles)
    .innerJoin(achievements, eq(achievements.id, evidenceFiles.achievementId))
    .where(
      and(
        eq(evidenceFiles.id, fileId),
        eq(evidenceFiles.ownerId, share.ownerId),
        isNotNull(evidenceFiles.thumbnailKey),
        portfolioAchievementsCondition(share.ownerId, schoolYearStarting(share.schoolYear)),
        exists(underACriterion),
      ),
    );
  return file?.thumbnailKey ? { thumbnailKey: file.thumbnailKey, name: file.name } : undefined;
}

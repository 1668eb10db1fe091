import { and, eq, exists, inArray, isNotNull, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';

import { zId } from '../../../../contract/ids.ts';
import { schoolYearStarting } from '../../../../contract/school-year.ts';
import { achievementCriteria, achievements } from '../../db/tables/achievements.ts';
import { evidenceFiles } from '../../db/tables/evidence-files.ts';
import { users } from '../../db/tables/users.ts';
import { criteriaForJob } from '../criteria/criteria-service.ts';
import { portfolioAchievementsCondition } from '../portfolio/access.ts';
import { shareScope, type PortfolioShareRow } from './share-records.ts';

export interface SharedFile {
  storageKey: string;
  thumbnailKey: string | null;
  name: string;
  mimeType: string;
  size: number;
}

/**
 * A file that the shared portfolio shows, and only such a file: one of the owner's live
 * achievements of the link's school year, of the link's school (accepted, when the link is
 * for accepted evidence only), under a criterion of the owner's set. Undefined for any other
 * file, whoever it belongs to. A photo is served only as its thumbnail (never the original,
 * which may carry where it was taken); a document or video whole, as paper cannot show it.
 */
export async function sharedFile(
  app: Pick<FastifyInstance, 'db'>,
  share: PortfolioShareRow,
  fileId: string,
  kind: 'photo' | 'document',
): Promise<SharedFile | undefined> {
  if (!zId.safeParse(fileId).success) return undefined;
  const [owner] = await app.db
    .select({ jobModel: users.jobModel })
    .from(users)
    .where(eq(users.id, share.ownerId));
  if (!owner) return undefined;
  const criterionIds = (await criteriaForJob(app.db, owner.jobModel)).map(
    (criterion) => criterion.id,
  );
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
    .select({
      storageKey: evidenceFiles.storageKey,
      thumbnailKey: evidenceFiles.thumbnailKey,
      name: evidenceFiles.name,
      mimeType: evidenceFiles.mimeType,
      size: evidenceFiles.size,
    })
    .from(evidenceFiles)
    .innerJoin(achievements, eq(achievements.id, evidenceFiles.achievementId))
    .where(
      and(
        eq(evidenceFiles.id, fileId),
        eq(evidenceFiles.ownerId, share.ownerId),
        kind === 'photo'
          ? isNotNull(evidenceFiles.thumbnailKey)
          : isNull(evidenceFiles.thumbnailKey),
        portfolioAchievementsCondition(
          share.ownerId,
          schoolYearStarting(share.schoolYear),
          shareScope(share),
        ),
        exists(underACriterion),
      ),
    );
  return file;
}

import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';

import { portfolioShares } from '../../db/tables/portfolio-shares.ts';
import { users } from '../../db/tables/users.ts';
import type { PortfolioEvidence } from '../portfolio/access.ts';
import { ownerInLinkSchool } from './open-share.ts';
import { sharedFileUrl, shareUrl, type PortfolioShareRow } from './share-records.ts';

type LinkContext = Pick<FastifyInstance, 'config'>;

/** A portfolio's newest link that still works, as the owner's download prints it. */
export interface NewestShare {
  url: string;
  /** The address through which the link opens a file of `evidence`, when it shows it. */
  fileUrl(fileId: string, evidence: PortfolioEvidence): string | undefined;
}

function newestShareOf(app: LinkContext, row: PortfolioShareRow): NewestShare {
  return {
    url: shareUrl(app, row),
    fileUrl: (fileId, evidence) => {
      const shown =
        evidence.organizationId === row.organizationId &&
        (!row.acceptedOnly || evidence.review.status === 'accepted');
      return shown ? sharedFileUrl(app, row, fileId) : undefined;
    },
  };
}

/**
 * A portfolio's newest link that still works (its owner still in the school that made it),
 * for the QR codes of the owner's download; undefined when none does (no link is made for it).
 */
export async function newestActiveShare(
  app: Pick<FastifyInstance, 'db' | 'clock' | 'config'>,
  ownerId: string,
  startYear: number,
): Promise<NewestShare | undefined> {
  const [newest] = await app.db
    .select({ share: portfolioShares })
    .from(portfolioShares)
    .innerJoin(users, ownerInLinkSchool)
    .where(
      and(
        eq(portfolioShares.ownerId, ownerId),
        eq(portfolioShares.schoolYear, startYear),
        isNull(portfolioShares.revokedAt),
        gt(portfolioShares.expiresAt, app.clock.now()),
      ),
    )
    .orderBy(desc(portfolioShares.createdAt), desc(portfolioShares.id))
    .limit(1);
  return newest && newestShareOf(app, newest.share);
}

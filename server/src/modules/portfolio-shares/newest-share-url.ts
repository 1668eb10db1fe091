import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';

import { portfolioShares } from '../../db/tables/portfolio-shares.ts';
import { shareUrl } from './share-records.ts';

/**
 * The address of a portfolio's newest link that still works, for the QR code on the cover of
 * the owner's download; undefined when none does (no link is made for it).
 */
export async function newestActiveShareUrl(
  app: Pick<FastifyInstance, 'db' | 'clock' | 'config'>,
  ownerId: string,
  startYear: number,
): Promise<string | undefined> {
  const [newest] = await app.db
    .select({ tokenSalt: portfolioShares.tokenSalt })
    .from(portfolioShares)
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
  return newest && shareUrl(app, newest);
}

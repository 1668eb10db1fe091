import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';

import { portfolioShares } from '../../db/tables/portfolio-shares.ts';
import { users } from '../../db/tables/users.ts';
import { ApiError } from '../../http/api-error.ts';
import { shareStatus, type PortfolioShareRow } from './share-records.ts';
import { shareTokenHash, shareTokenPattern } from './share-token.ts';

type Context = Pick<FastifyInstance, 'db' | 'clock'>;

/** Unknown, expired, revoked, or its owner's account closed: one answer, so none is told apart. */
export const shareUnavailable = () => new ApiError(404, 'common.error.notFound');

/** The link a token opens while it works; throws the one 404 otherwise. */
export async function openShare(app: Context, token: string): Promise<PortfolioShareRow> {
  if (!shareTokenPattern.test(token)) throw shareUnavailable();
  const [found] = await app.db
    .select({ share: portfolioShares, ownerActive: users.isActive })
    .from(portfolioShares)
    .innerJoin(users, eq(users.id, portfolioShares.ownerId))
    .where(eq(portfolioShares.tokenHash, shareTokenHash(token)));
  if (!found?.ownerActive || shareStatus(found.share, app.clock.now()) !== 'active') {
    throw shareUnavailable();
  }
  return found.share;
}

/** Counts one view of the page a link opens, at once for viewers arriving together. */
export async function countShareView(app: Context, shareId: string): Promise<void> {
  await app.db
    .update(portfolioShares)
    .set({ viewCount: sql`${portfolioShares.viewCount} + 1`, lastViewedAt: app.clock.now() })
    .where(eq(portfolioShares.id, shareId));
}

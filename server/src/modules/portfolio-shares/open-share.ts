import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';

import { portfolioShares } from '../../db/tables/portfolio-shares.ts';
import { users } from '../../db/tables/users.ts';
import { ApiError } from '../../http/api-error.ts';
import { shareStatus, type PortfolioShareRow } from './share-records.ts';
import { shareTokenHash, shareTokenPattern } from './share-token.ts';

type Context = Pick<FastifyInstance, 'db' | 'clock'>;

/**
 * Unknown, expired, revoked, its owner's account closed, or its owner gone from the school that
 * made it: one answer, so none is told apart.
 */
export const shareUnavailable = () => new ApiError(404, 'common.error.notFound');

/**
 * Joins a link to its owner while the owner is still in the school (or the independent
 * practice) that made it: a link dies when its owner leaves.
 */
export const ownerInLinkSchool = and(
  eq(users.id, portfolioShares.ownerId),
  sql`${users.organizationId} is not distinct from ${portfolioShares.organizationId}`,
);

/** The link a token opens while it works; throws the one 404 otherwise. */
export async function openShare(app: Context, token: string): Promise<PortfolioShareRow> {
  if (!shareTokenPattern.test(token)) throw shareUnavailable();
  const [found] = await app.db
    .select({ share: portfolioShares, ownerActive: users.isActive })
    .from(portfolioShares)
    .innerJoin(users, ownerInLinkSchool)
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

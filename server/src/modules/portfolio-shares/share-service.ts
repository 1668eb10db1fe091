import { and, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';

import type {
  PortfolioShare,
  zPortfolioShareCreate,
  zPortfolioShareListQuery,
} from '../../../../contract/portfolio-shares.ts';
import { schoolYearAt } from '../../../../contract/school-year.ts';
import { portfolioShares } from '../../db/tables/portfolio-shares.ts';
import { users } from '../../db/tables/users.ts';
import { ApiError } from '../../http/api-error.ts';
import type { AuthenticatedUser } from '../../plugins/auth/authenticated-user.ts';
import { readableOwner } from '../achievements/access.ts';
import { portfolioShareOf, type PortfolioShareRow } from './share-records.ts';
import { newShareTokenSalt, shareToken, shareTokenHash } from './share-token.ts';

type Context = Pick<FastifyInstance, 'db' | 'clock' | 'config'>;

const dayMs = 24 * 60 * 60 * 1000;

async function nameOf(app: Context, id: string | null): Promise<string | null> {
  if (!id) return null;
  const [person] = await app.db
    .select({ fullName: users.fullName })
    .from(users)
    .where(eq(users.id, id));
  return person?.fullName ?? null;
}

/**
 * Makes a share link of a school year's portfolio, for its owner or whoever may read the
 * owner's achievements (403 otherwise, 404 for an unknown user), bound to the owner's school.
 */
export async function createShare(
  app: Context,
  viewer: AuthenticatedUser,
  input: z.output<typeof zPortfolioShareCreate>,
): Promise<PortfolioShare> {
  const owner = await readableOwner(app, viewer, input.userId);
  const now = app.clock.now();
  const tokenSalt = newShareTokenSalt();
  const [row] = await app.db
    .insert(portfolioShares)
    .values({
      ownerId: owner.id,
      schoolYear: input.year ?? schoolYearAt(now).startYear,
      // The link belongs to the school the owner is in now, and dies when they leave it.
      organizationId: owner.organizationId,
      acceptedOnly: input.acceptedOnly,
      locale: input.lang ?? viewer.locale,
      tokenSalt,
      tokenHash: shareTokenHash(shareToken(app.config.jwtSecret, tokenSalt)),
      createdById: viewer.id,
      createdAt: now,
      expiresAt: new Date(now.getTime() + input.expiresInDays * dayMs),
    })
    .returning();
  if (!row) throw new Error('a share link insert returned no row');
  return portfolioShareOf(app, row, now, await nameOf(app, viewer.id));
}

/** The links of one portfolio (owner and school year), newest first, whatever their status. */
export async function listShares(
  app: Context,
  viewer: AuthenticatedUser,
  query: z.output<typeof zPortfolioShareListQuery>,
): Promise<PortfolioShare[]> {
  const owner = await readableOwner(app, viewer, query.userId);
  const now = app.clock.now();
  const rows = await app.db
    .select({ share: portfolioShares, createdByName: users.fullName })
    .from(portfolioShares)
    .leftJoin(users, eq(users.id, portfolioShares.createdById))
    .where(
      and(
        eq(portfolioShares.ownerId, owner.id),
        eq(portfolioShares.schoolYear, query.year ?? schoolYearAt(now).startYear),
      ),
    )
    .orderBy(desc(portfolioShares.createdAt), desc(portfolioShares.id));
  return rows.map(({ share, createdByName }) => portfolioShareOf(app, share, now, createdByName));
}

async function mayManage(app: Context, viewer: AuthenticatedUser, ownerId: string) {
  try {
    await readableOwner(app, viewer, ownerId);
    return true;
  } catch (error) {
    if (error instanceof ApiError) return false;
    throw error;
  }
}

/**
 * Revokes a link at once; revoking a revoked one changes nothing. A link of a portfolio the
 * viewer may not read answers 404, as an unknown one does.
 */
export async function revokeShare(
  app: Context,
  viewer: AuthenticatedUser,
  id: string,
): Promise<PortfolioShare> {
  const [found] = await app.db.select().from(portfolioShares).where(eq(portfolioShares.id, id));
  if (!found || !(await mayManage(app, viewer, found.ownerId))) {
    throw new ApiError(404, 'common.error.notFound');
  }
  const now = app.clock.now();
  let row: PortfolioShareRow = found;
  if (!found.revokedAt) {
    const [updated] = await app.db
      .update(portfolioShares)
      .set({ revokedAt: now })
      .where(eq(portfolioShares.id, id))
      .returning();
    row = updated ?? found;
  }
  return portfolioShareOf(app, row, now, await nameOf(app, row.createdById));
}

import type { FastifyInstance } from 'fastify';

import {
  sharedFilePath,
  sharedPortfolioPath,
  type PortfolioShare,
  type PortfolioShareStatus,
} from '../../../../contract/portfolio-shares.ts';
import type { portfolioShares } from '../../db/tables/portfolio-shares.ts';
import { shareToken } from './share-token.ts';

export type PortfolioShareRow = typeof portfolioShares.$inferSelect;

type LinkContext = Pick<FastifyInstance, 'config'>;

export function shareStatus(
  row: Pick<PortfolioShareRow, 'revokedAt' | 'expiresAt'>,
  now: Date,
): PortfolioShareStatus {
  if (row.revokedAt) return 'revoked';
  return row.expiresAt > now ? 'active' : 'expired';
}

/** What a link may show: its school's evidence only, and only accepted evidence when chosen. */
export function shareScope(row: Pick<PortfolioShareRow, 'organizationId' | 'acceptedOnly'>) {
  return { organizationId: row.organizationId, acceptedOnly: row.acceptedOnly };
}

/** The whole address a link opens: the app's `/share/<token>` page at the public URL. */
export function shareUrl(app: LinkContext, row: Pick<PortfolioShareRow, 'tokenSalt'>): string {
  return `${app.config.publicUrl}${sharedPortfolioPath(shareToken(app.config.jwtSecret, row.tokenSalt))}`;
}

/** The whole address at which a link opens one of its documents or videos. */
export function sharedFileUrl(
  app: LinkContext,
  row: Pick<PortfolioShareRow, 'tokenSalt'>,
  fileId: string,
): string {
  return `${app.config.publicUrl}${sharedFilePath(shareToken(app.config.jwtSecret, row.tokenSalt), fileId)}`;
}

/** A row as the API answers it to those who manage the link. */
export function portfolioShareOf(
  app: LinkContext,
  row: PortfolioShareRow,
  now: Date,
  createdByName: string | null,
): PortfolioShare {
  return {
    id: row.id,
    ownerId: row.ownerId,
    schoolYear: row.schoolYear,
    locale: row.locale,
    url: shareUrl(app, row),
    status: shareStatus(row, now),
    acceptedOnly: row.acceptedOnly,
    viewCount: row.viewCount,
    lastViewedAt: row.lastViewedAt?.toISOString() ?? null,
    createdByName,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    revokedAt: row.revokedAt?.toISOString() ?? null,
  };
}

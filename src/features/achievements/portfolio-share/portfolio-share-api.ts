import { portfolioSharesEndpoints } from '../../../../contract/endpoints/portfolio-shares.ts';
import type { PortfolioShareDuration } from '../../../../contract/portfolio-shares.ts';
import { callEndpoint } from '../../../lib/api/api-client.ts';

import type { Locale } from '../../../../contract/constants.ts';

/** Whose portfolio and which school year: the caller's own unless `userId`. */
export interface SharedPortfolioOwner {
  userId: string | undefined;
  year: number;
}

export const fetchPortfolioShares = (owner: SharedPortfolioOwner, signal?: AbortSignal) =>
  callEndpoint(
    portfolioSharesEndpoints.list,
    { query: { year: owner.year, ...(owner.userId && { userId: owner.userId }) } },
    { signal },
  );

export interface ShareChoices {
  expiresInDays: PortfolioShareDuration;
  /** Only the evidence the principal accepted; the server keeps the link to it. */
  acceptedOnly: boolean;
}

export const createPortfolioShare = (
  owner: SharedPortfolioOwner,
  choices: ShareChoices,
  lang: Locale,
) =>
  callEndpoint(portfolioSharesEndpoints.create, {
    body: { year: owner.year, ...choices, lang, ...(owner.userId && { userId: owner.userId }) },
  });

export const revokePortfolioShare = (id: string) =>
  callEndpoint(portfolioSharesEndpoints.revoke, { params: { id } });

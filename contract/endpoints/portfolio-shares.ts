import { zIdParams } from '../ids.ts';
import {
  zPortfolioShare,
  zPortfolioShareCreate,
  zPortfolioShareListQuery,
  zSharedPortfolio,
  zSharedPortfolioFileParams,
  zSharedPortfolioParams,
  zSharedPortfolioPdfQuery,
} from '../portfolio-shares.ts';
import { z } from 'zod';
import { defineEndpoint, fileResult } from './define-endpoint.ts';

const tag = 'Portfolio share links';

/**
 * Share links of a portfolio (docs/portfolio.md, "Share links"): made, listed and revoked by
 * whoever may read the owner's achievements; opened without an account, the token being the
 * only credential. An unknown, expired or revoked token answers the same 404.
 */
export const portfolioSharesEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/portfolio-shares',
    summary: 'The share links of a school year’s portfolio, newest first, with their views',
    tag,
    query: zPortfolioShareListQuery,
    result: z.array(zPortfolioShare),
  }),
  create: defineEndpoint({
    method: 'POST',
    path: '/portfolio-shares',
    summary: 'Make a share link of a school year’s portfolio that expires in 7, 30 or 90 days',
    tag,
    body: zPortfolioShareCreate,
    result: zPortfolioShare,
    successStatus: 201,
  }),
  revoke: defineEndpoint({
    method: 'POST',
    path: '/portfolio-shares/:id/revoke',
    summary: 'Revoke a share link, so it no longer opens anything',
    tag,
    params: zIdParams,
    result: zPortfolioShare,
  }),
  view: defineEndpoint({
    method: 'GET',
    path: '/shared-portfolios/:token',
    summary: 'The read-only portfolio a share link opens (no session; counts one view)',
    tag,
    anonymous: true,
    params: zSharedPortfolioParams,
    result: zSharedPortfolio,
  }),
  thumbnail: defineEndpoint({
    method: 'GET',
    path: '/shared-portfolios/:token/files/:fileId/thumbnail',
    summary: 'The thumbnail of a photo shown in a shared portfolio (no session)',
    tag,
    anonymous: true,
    params: zSharedPortfolioFileParams,
    result: fileResult,
  }),
  file: defineEndpoint({
    method: 'GET',
    path: '/shared-portfolios/:token/files/:fileId',
    summary: 'A document or video of a shared portfolio, as an attachment (no session)',
    tag,
    anonymous: true,
    params: zSharedPortfolioFileParams,
    result: fileResult,
  }),
  pdf: defineEndpoint({
    method: 'GET',
    path: '/shared-portfolios/:token/portfolio.pdf',
    summary: 'The shared portfolio as a PDF, its cover carrying the link’s QR code (no session)',
    tag,
    anonymous: true,
    params: zSharedPortfolioParams,
    query: zSharedPortfolioPdfQuery,
    result: fileResult,
  }),
};

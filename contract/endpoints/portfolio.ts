import { zIdParams } from '../ids.ts';
import { zPortfolioQuery } from '../portfolio.ts';
import { defineEndpoint, fileResult } from './define-endpoint.ts';

const tag = 'Portfolio';

/**
 * The portfolio (ملف الإنجاز) as a PDF made on the server from its data (docs/portfolio.md),
 * readable by whoever may read the owner's achievements.
 */
export const portfolioEndpoints = {
  own: defineEndpoint({
    method: 'GET',
    path: '/portfolio.pdf',
    summary: 'The caller’s portfolio for a school year, as a PDF',
    tag,
    query: zPortfolioQuery,
    result: fileResult,
  }),
  staffMember: defineEndpoint({
    method: 'GET',
    path: '/users/:id/portfolio.pdf',
    summary: 'A staff member’s portfolio for a school year, as a PDF, for their principal',
    tag,
    params: zIdParams,
    query: zPortfolioQuery,
    result: fileResult,
  }),
};

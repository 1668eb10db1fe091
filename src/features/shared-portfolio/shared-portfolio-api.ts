import type { Locale } from '../../../contract/constants.ts';
import { pathOf } from '../../../contract/endpoints/define-endpoint.ts';
import { portfolioSharesEndpoints as endpoints } from '../../../contract/endpoints/portfolio-shares.ts';
import { callEndpoint } from '../../lib/api/api-client.ts';

/** The portfolio a link opens; declared anonymous, so no session goes with it. */
export const fetchSharedPortfolio = (token: string, signal?: AbortSignal) =>
  callEndpoint(endpoints.view, { params: { token } }, { signal });

/** A photo's thumbnail, as a plain image address: the token is its only credential. */
export const sharedThumbnailUrl = (token: string, fileId: string) =>
  `/api${pathOf(endpoints.thumbnail, { token, fileId })}`;

/** A document or video of the portfolio, downloaded by the browser from a plain link. */
export const sharedFileUrl = (token: string, fileId: string) =>
  `/api${pathOf(endpoints.file, { token, fileId })}`;

/** The PDF, downloaded by the browser itself from a plain link. */
export const sharedPdfUrl = (token: string, lang: Locale) =>
  `/api${pathOf(endpoints.pdf, { token })}?lang=${lang}`;

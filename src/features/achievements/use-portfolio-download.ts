import { useState } from 'react';

import { portfolioEndpoints } from '../../../contract/endpoints/portfolio.ts';
import { portfolioFileName } from '../../../contract/portfolio.ts';
import { schoolYearAt } from '../../../contract/school-year.ts';
import { callEndpoint } from '../../lib/api/api-client.ts';
import { reportApiError } from '../../lib/api/report-api-error.ts';
import { saveBlob } from '../../lib/download/save-blob.ts';
import { useLocale } from '../../lib/i18n/use-locale.ts';

/**
 * Downloads the portfolio PDF the server makes, of this school year and in the app's
 * language: the signed-in user's own, or with `userId` a staff member's for their principal;
 * every piece of evidence with where it stands, or only what the principal accepted.
 */
export function usePortfolioDownload(
  ownerName: string,
  userId?: string,
): { download: (acceptedOnly: boolean) => Promise<void>; downloading: boolean } {
  const { locale } = useLocale();
  const [downloading, setDownloading] = useState(false);
  const download = async (acceptedOnly: boolean) => {
    setDownloading(true);
    try {
      const { startYear } = schoolYearAt(new Date());
      const query = {
        lang: locale,
        year: startYear,
        ...(acceptedOnly && { acceptedOnly: 'true' as const }),
      };
      const pdf = userId
        ? await callEndpoint(portfolioEndpoints.staffMember, { params: { id: userId }, query })
        : await callEndpoint(portfolioEndpoints.own, { query });
      saveBlob(pdf, portfolioFileName(ownerName, startYear, locale));
    } catch (error) {
      await reportApiError(error);
    } finally {
      setDownloading(false);
    }
  };
  return { download, downloading };
}

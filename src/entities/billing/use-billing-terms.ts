import type { BillingTerms } from '../../../contract/billing.ts';
import { useServerData } from '../../lib/api/use-server-data.ts';
import { fetchBillingTerms } from './billing-api.ts';

/** Until the server answers (or offline): Saudi VAT, 15 %, in the price. */
const assumedTerms: BillingTerms = {
  rateBasisPoints: 1500,
  pricesIncludeVat: true,
  sellerReady: true,
  isTest: false,
  transfersOpen: false,
};

/** The VAT terms of today, for showing a price's VAT before paying. */
export function useBillingTerms(): BillingTerms & { known: boolean } {
  const answer = useServerData('billing-terms', fetchBillingTerms);
  return answer.status === 'loaded'
    ? { ...answer.data, known: true }
    : { ...assumedTerms, known: false };
}

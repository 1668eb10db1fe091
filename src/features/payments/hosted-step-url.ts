import type { Locale } from '../../../contract/constants.ts';

/** The gateway's hosted step, told the buyer's language when it is the built-in sandbox's. */
export function hostedStepUrl(redirectUrl: string, locale: Locale): string {
  if (!redirectUrl.startsWith('/api/payments/sandbox/')) return redirectUrl;
  return `${redirectUrl}${redirectUrl.includes('?') ? '&' : '?'}lang=${locale}`;
}

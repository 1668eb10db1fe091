/**
 * Moyasar reports why a payment failed as free text in `source.message` (and, for cards, a
 * gateway response code); this maps the known reasons onto the spec's payment catalogue.
 */
const reasons: ReadonlyArray<[RegExp, string]> = [
  [/insufficient/i, 'payment.failed.insufficientFunds'],
  [/expired card|card expired|expired_card/i, 'payment.failed.expiredCard'],
  [/cvc|cvv|security code/i, 'payment.failed.incorrectCvc'],
  [/restricted|lost|stolen/i, 'payment.failed.restrictedCard'],
  [/\bpin\b/i, 'payment.failed.incorrectPin'],
  [/3-?d ?secure|3ds|authentication/i, 'payment.failed.threeDSecureFailed'],
  [/not allowed|not permitted/i, 'payment.failed.transactionNotAllowed'],
  [/account not found|not registered/i, 'payment.failed.stcPayAccountNotFound'],
  [/limit/i, 'payment.failed.stcPayAmountLimitExceeded'],
  [/otp|expired/i, 'payment.failed.stcPayFailedOrExpired'],
  [/declined|do not honou?r|rejected/i, 'payment.failed.declined'],
];

export function moyasarFailureKey(method: string, message: string | null | undefined): string {
  const text = message ?? '';
  if (method === 'applepay') {
    return /invalid|card/i.test(text) && !/declined/i.test(text)
      ? 'payment.failed.applePayInvalidCard'
      : 'payment.failed.applePayDeclined';
  }
  const stcOnly = new Set([
    'payment.failed.stcPayAccountNotFound',
    'payment.failed.stcPayAmountLimitExceeded',
    'payment.failed.stcPayFailedOrExpired',
  ]);
  for (const [pattern, key] of reasons) {
    if (!pattern.test(text)) continue;
    if (stcOnly.has(key) !== (method === 'stcpay') && key !== 'payment.failed.insufficientFunds') {
      continue;
    }
    return key;
  }
  return method === 'stcpay' ? 'payment.failed.stcPayUnexpected' : 'payment.failed.general';
}

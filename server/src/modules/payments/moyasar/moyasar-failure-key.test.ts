import { describe, expect, it } from 'vitest';

import { constantTimeEquals } from '../constant-time-equals.ts';
import { moyasarFailureKey } from './moyasar-failure-key.ts';

describe('moyasarFailureKey', () => {
  it.each([
    ['creditcard', 'INSUFFICIENT_FUNDS', 'payment.failed.insufficientFunds'],
    ['creditcard', 'Insufficient Funds', 'payment.failed.insufficientFunds'],
    ['creditcard', 'DECLINED', 'payment.failed.declined'],
    ['creditcard', 'Expired Card', 'payment.failed.expiredCard'],
    ['creditcard', 'Invalid CVC', 'payment.failed.incorrectCvc'],
    ['creditcard', '3-D Secure transaction attempt failed', 'payment.failed.threeDSecureFailed'],
    ['creditcard', 'Transaction not allowed', 'payment.failed.transactionNotAllowed'],
    ['creditcard', 'something new', 'payment.failed.general'],
    ['stcpay', 'Account not found', 'payment.failed.stcPayAccountNotFound'],
    ['stcpay', 'OTP expired', 'payment.failed.stcPayFailedOrExpired'],
    ['stcpay', 'Amount limit exceeded', 'payment.failed.stcPayAmountLimitExceeded'],
    ['stcpay', 'boom', 'payment.failed.stcPayUnexpected'],
    ['applepay', 'Declined', 'payment.failed.applePayDeclined'],
    ['applepay', 'Invalid card', 'payment.failed.applePayInvalidCard'],
  ])('%s "%s" is %s', (method, message, key) => {
    expect(moyasarFailureKey(method, message)).toBe(key);
  });
});

describe('constantTimeEquals', () => {
  it('matches only the same secret', () => {
    expect(constantTimeEquals('secret-token', 'secret-token')).toBe(true);
    expect(constantTimeEquals('secret-token', 'secret-tokem')).toBe(false);
    expect(constantTimeEquals('short', 'secret-token')).toBe(false);
    expect(constantTimeEquals('', 'secret-token')).toBe(false);
  });
});

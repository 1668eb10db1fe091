import type { ValidPaymentSource } from '../payment-provider.ts';

/**
 * Moyasar's test behaviours, reproduced by the sandbox: the card number (or STC Pay number)
 * decides how the payment ends once its hosted step completes. `null` means paid. Each card
 * passes the Luhn check, as Moyasar's do, since the form and the server refuse any that does not.
 */
export const sandboxTestCards: Readonly<Record<string, string | null>> = {
  '4111111111111111': null,
  '5421080101000000': null,
  '4201320111111010': null,
  '4201320000311101': 'payment.failed.insufficientFunds',
  '4201321234411220': 'payment.failed.declined',
  '4201322267774310': 'payment.failed.expiredCard',
  '4201323456722201': 'payment.failed.incorrectCvc',
  '4201324444111101': 'payment.failed.restrictedCard',
  '4201325555111111': 'payment.failed.incorrectPin',
  '4201326666111115': 'payment.failed.transactionNotAllowed',
  '4201327777111119': 'payment.failed.threeDSecureFailed',
};

/** STC Pay numbers with a fixed answer at creation; any other number receives an OTP. */
export const sandboxStcPayNumbers: Readonly<Record<string, string>> = {
  '0500000001': 'payment.failed.stcPayAccountNotFound',
  '0500000002': 'payment.failed.stcPayAmountLimitExceeded',
  '0500000003': 'payment.failed.stcPayUnexpected',
};

/** STC Pay OTPs: 123456 pays, 111111 lacks funds, any other one fails or has expired. */
export function stcPayOtpOutcome(otp: string): string | null {
  if (otp === '123456') return null;
  if (otp === '111111') return 'payment.failed.insufficientFunds';
  return 'payment.failed.stcPayFailedOrExpired';
}

/** Apple Pay sheet choices in the sandbox. */
export const sandboxApplePayOutcomes = {
  approve: null,
  decline: 'payment.failed.applePayDeclined',
  invalidCard: 'payment.failed.applePayInvalidCard',
} as const;

export type Decision = { failedAtCreation: string } | { plannedFailureKey: string | null };

/** What happens at creation: an immediate failure, or the outcome after the hosted step. */
export function decisionForSource(source: ValidPaymentSource): Decision {
  switch (source.type) {
    case 'creditcard': {
      if (!(source.number in sandboxTestCards))
        return { plannedFailureKey: 'payment.failed.general' };
      return { plannedFailureKey: sandboxTestCards[source.number] ?? null };
    }
    case 'stcpay': {
      const failure = sandboxStcPayNumbers[source.mobile];
      return failure ? { failedAtCreation: failure } : { plannedFailureKey: null };
    }
    case 'applepay':
      return { plannedFailureKey: null };
  }
}

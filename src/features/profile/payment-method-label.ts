import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

import type { PaymentMethod } from '../../../contract/payments.ts';

export const paymentMethodLabel: Record<PaymentMethod, MessageDescriptor> = {
  creditcard: msg`Card`,
  applepay: msg`Apple Pay`,
  stcpay: msg`STC Pay`,
  banktransfer: msg`Bank transfer`,
};

export function isPaymentMethod(value: string): value is PaymentMethod {
  return value in paymentMethodLabel;
}

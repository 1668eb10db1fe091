import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

import type { SchoolTermKind } from '../../../contract/dashboard.ts';
import type { PaymentStatus } from '../../../contract/payments.ts';

export const paymentStatusLabel: Record<PaymentStatus, MessageDescriptor> = {
  initiated: msg`Started`,
  paid: msg`Paid`,
  failed: msg`Failed`,
};

export const paymentStatusColor: Record<PaymentStatus, string> = {
  initiated: 'gray',
  paid: 'teal',
  failed: 'red',
};

export const termLabel: Record<SchoolTermKind, MessageDescriptor> = {
  first: msg`First term`,
  second: msg`Second term`,
  third: msg`Third term`,
  recent: msg`Last 120 days`,
};

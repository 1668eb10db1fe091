import type { I18n } from '@lingui/core';

import type { Locale } from '../../../contract/constants.ts';
import type { HistoryRow } from '../../../contract/profile.ts';
import { formatLongDate } from '../../lib/format/format-date.ts';
import { formatHalalas } from '../../lib/format/format-money.ts';

import { isPaymentMethod, paymentMethodLabel } from './payment-method-label.ts';

/** A history row's values as the reader's language writes them. */
export interface HistoryRowTexts {
  transactionDate: string;
  amount: string;
  paymentMethod: string;
  plan: string;
  endDate: string;
}

export function historyRowTexts(
  row: HistoryRow,
  {
    i18n,
    locale,
    planName,
  }: { i18n: I18n; locale: Locale; planName: (name: string, arabicName: string | null) => string },
): HistoryRowTexts {
  return {
    transactionDate: formatLongDate(row.transactionDate, locale),
    amount: formatHalalas(row.amountHalalas, locale),
    paymentMethod:
      row.paymentMethod && isPaymentMethod(row.paymentMethod)
        ? i18n._(paymentMethodLabel[row.paymentMethod])
        : '—',
    plan: planName(row.planName, row.planNameAr),
    endDate: row.endDate ? formatLongDate(row.endDate, locale) : '—',
  };
}

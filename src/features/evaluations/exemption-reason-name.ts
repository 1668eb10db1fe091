import type { Locale } from '../../../contract/constants.ts';
import type { ExemptionReason } from '../../../contract/evaluation-exemptions.ts';

/** A reason for leaving a member out of a year's evaluation, in the reader's language. */
export function exemptionReasonName(
  reason: Pick<ExemptionReason, 'nameEn' | 'nameAr'>,
  locale: Locale,
): string {
  return locale === 'ar' ? reason.nameAr : reason.nameEn;
}

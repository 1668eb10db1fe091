import type { Locale } from '../../../contract/constants.ts';

/** A criterion's name in the reader's language; dashboards send only the two names. */
export function criterionName(
  criterion: { nameEn: string; nameAr: string },
  locale: Locale,
): string {
  return locale === 'ar' ? criterion.nameAr : criterion.nameEn;
}

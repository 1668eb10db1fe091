import type { Locale } from '../../../contract/constants.ts';

export function criterionName(criterion: { nameEn: string; nameAr: string }, locale: Locale) {
  return locale === 'ar' ? criterion.nameAr : criterion.nameEn;
}

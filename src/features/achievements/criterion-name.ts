import type { Criterion } from '../../../contract/achievements.ts';
import type { Locale } from '../../../contract/constants.ts';

export function criterionName(criterion: Criterion, locale: Locale): string {
  return locale === 'ar' ? criterion.nameAr : criterion.nameEn;
}

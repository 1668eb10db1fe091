import type { Locale } from '../../../contract/constants.ts';
import type { Plan } from '../../../contract/subscriptions.ts';

export function planName(plan: Plan, locale: Locale): string {
  return locale === 'ar' ? plan.nameAr : plan.nameEn;
}

export function planDescription(plan: Plan, locale: Locale): string {
  return locale === 'ar' ? plan.descriptionAr : plan.descriptionEn;
}

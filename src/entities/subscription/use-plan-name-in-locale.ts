import { useCallback } from 'react';

import { useLocale } from '../../lib/i18n/use-locale.ts';

import { usePlans } from './plans-cache.ts';
import { planName } from './plan-text.ts';

/**
 * Subscriptions and payments keep the plan's English name from when it was bought; this shows
 * it in the reader's language when the plan is still known, and as stored otherwise.
 */
export function usePlanNameInLocale(): (storedName: string) => string {
  const plans = usePlans();
  const { locale } = useLocale();
  return useCallback(
    (storedName: string) => {
      const plan = plans?.find((candidate) => candidate.nameEn === storedName);
      return plan ? planName(plan, locale) : storedName;
    },
    [plans, locale],
  );
}

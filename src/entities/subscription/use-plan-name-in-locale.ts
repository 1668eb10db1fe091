import { useLingui } from '@lingui/react';
import { useCallback } from 'react';

import { trialPlanName } from '../../../contract/constants.ts';

import { useLocale } from '../../lib/i18n/use-locale.ts';

import { usePlans } from './plans-cache.ts';
import { planName } from './plan-text.ts';
import { subscriptionStatusLabel } from './subscription-status.ts';

/**
 * Subscriptions and payments keep the plan's English name from when it was bought, and the
 * server sends its Arabic name beside it while the plan is on record; this shows the name in the
 * reader's language: the Arabic name sent, else the plan's as currently on sale, else as stored.
 * The trial is no plan on sale: it reads as the trial's status does.
 */
export function usePlanNameInLocale(): (storedName: string, arabicName?: string | null) => string {
  const plans = usePlans();
  const { locale } = useLocale();
  const { i18n } = useLingui();
  return useCallback(
    (storedName: string, arabicName?: string | null) => {
      if (storedName === trialPlanName) return i18n._(subscriptionStatusLabel.trial);
      if (locale === 'ar' && arabicName) return arabicName;
      const plan = plans?.find((candidate) => candidate.nameEn === storedName);
      return plan ? planName(plan, locale) : storedName;
    },
    [plans, locale, i18n],
  );
}

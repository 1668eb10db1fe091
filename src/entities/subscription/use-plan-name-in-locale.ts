import { useLingui } from '@lingui/react';
import { useCallback } from 'react';

import { trialPlanName } from '../../../contract/constants.ts';

import { useLocale } from '../../lib/i18n/use-locale.ts';

import { usePlans } from './plans-cache.ts';
import { planName } from './plan-text.ts';
import { subscriptionStatusLabel } from './subscription-status.ts';

/**
 * Subscriptions and payments keep the plan's English name from when it was bought; this shows
 * it in the reader's language when the plan is still known, and as stored otherwise. The trial
 * is no plan on sale: it reads as the trial's status does.
 */
export function usePlanNameInLocale(): (storedName: string) => string {
  const plans = usePlans();
  const { locale } = useLocale();
  const { i18n } = useLingui();
  return useCallback(
    (storedName: string) => {
      if (storedName === trialPlanName) return i18n._(subscriptionStatusLabel.trial);
      const plan = plans?.find((candidate) => candidate.nameEn === storedName);
      return plan ? planName(plan, locale) : storedName;
    },
    [plans, locale, i18n],
  );
}

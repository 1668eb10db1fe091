import { z } from 'zod';

import { zPlan, type Plan } from '../../../contract/subscriptions.ts';
import { reloadServerData } from '../../lib/api/reload-server-data.ts';
import type { AnswerKeeping, KeptAnswer } from '../../lib/api/server-data-options.ts';
import { useServerData } from '../../lib/api/use-server-data.ts';

import { fetchPublicPlans } from './subscriptions-api.ts';

const plansKey = 'subscription-plans';
const storageKey = 'subscriptionPlans';
const zStoredPlans = z.array(zPlan);
const appStartedAt = Date.now();

/** This run's answer; the stored copy (from any run) keeps the plans readable offline. */
let remembered: KeptAnswer<Plan[]> | null = null;

function readStored(): KeptAnswer<Plan[]> | null {
  try {
    const parsed = zStoredPlans.safeParse(JSON.parse(localStorage.getItem(storageKey) ?? 'null'));
    // Stored by an earlier run, so not trusted: the opening asks the server again.
    return parsed.success ? { data: parsed.data, savedAt: 0 } : null;
  } catch {
    return null;
  }
}

const keptPlans: AnswerKeeping<Plan[]> = {
  read: () => remembered ?? readStored(),
  write: (answer) => {
    remembered = answer;
    try {
      localStorage.setItem(storageKey, JSON.stringify(answer.data));
    } catch {
      // Storage full or blocked: the plans still show, just not offline next time.
    }
  },
  trustSince: appStartedAt,
};

/** After an administrator changed the plans: every screen showing them, and the next one, asks again. */
export function refreshPlans(): void {
  if (remembered) remembered = { ...remembered, savedAt: 0 };
  reloadServerData(plansKey);
}

/** The plans on sale, asked once per app start (docs/states-and-transitions.md, "Choosing a plan"); null until known. */
export function usePlans(): Plan[] | null {
  const plans = useServerData(plansKey, fetchPublicPlans, { keep: keptPlans });
  return plans.status === 'loaded' ? plans.data : null;
}

import { useEffect, useSyncExternalStore } from 'react';
import { z } from 'zod';

import { zPlan, type Plan } from '../../../contract/subscriptions.ts';

import { fetchPublicPlans } from './subscriptions-api.ts';

const storageKey = 'subscriptionPlans';
const zCachedPlans = z.array(zPlan);

function readStored(): Plan[] | null {
  try {
    const parsed = zCachedPlans.safeParse(JSON.parse(localStorage.getItem(storageKey) ?? 'null'));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

let plans: Plan[] | null = null;
let loaded = false;
let refreshing: Promise<void> | null = null;
const listeners = new Set<() => void>();

function setPlans(next: Plan[]): void {
  plans = next;
  localStorage.setItem(storageKey, JSON.stringify(next));
  for (const listener of listeners) listener();
}

/** Fetches the plans once per app start; the stored copy keeps them readable offline. */
export function refreshPlans(): Promise<void> {
  refreshing ??= fetchPublicPlans()
    .then((fresh) => {
      loaded = true;
      setPlans(fresh);
    })
    .catch(() => {
      // Offline or failing: the stored copy stays, and the next opening tries again.
      refreshing = null;
    });
  return refreshing;
}

/** The plans on sale, cached after the first fetch (docs/states-and-transitions.md, "Choosing a plan"); null until known. */
export function usePlans(): Plan[] | null {
  const current = useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => {
      plans ??= readStored();
      return plans;
    },
  );
  useEffect(() => {
    if (!loaded) void refreshPlans();
  }, []);
  return current;
}

/** What the subscription-plans module offers the other modules; the rest is its own (docs/server-modules.md). */
export { planOf } from './plan-records.ts';
export { purchasablePlan } from './plan-service.ts';

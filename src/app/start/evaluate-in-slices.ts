/**
 * The schemas a signed-in start evaluates (the profile's and the sync engine's), leaves first.
 * Imported one after another, each in a task of its own, they never make one long task; the
 * profile and the engine then find them evaluated (docs/page-start.md, "The schemas in slices").
 */
const schemaSlices: readonly (() => Promise<unknown>)[] = [
  () => import('../../lib/zod/zod-evaluated.ts'),
  () => import('../../../contract/envelope.ts'),
  () => import('../../../contract/sane-dates.ts'),
  () => import('../../../contract/achievement-reviews.ts'),
  () => import('../../../contract/achievements.ts'),
  () => import('../../../contract/job-models.ts'),
  () => import('../../../contract/development-plans.ts'),
  () => import('../../../contract/evaluation-objections.ts'),
  () => import('../../../contract/evaluations.ts'),
  () => import('../../../contract/notifications.ts'),
  () => import('../../../contract/subscriptions.ts'),
  () => import('../../../contract/profile.ts'),
  () => import('../../../contract/sync-pull.ts'),
  () => import('../../../contract/sync-push.ts'),
];

function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}

let evaluated: Promise<void> | null = null;

/** Resolves once every slice is evaluated; a slice that fails to load is left to its importer. */
export function schemasEvaluatedInSlices(): Promise<void> {
  evaluated ??= (async () => {
    for (const slice of schemaSlices) {
      await slice().catch(() => undefined);
      await nextTask();
    }
  })();
  return evaluated;
}

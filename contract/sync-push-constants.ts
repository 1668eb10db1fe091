/**
 * The push endpoint's constants, apart from its zod schemas (`sync-push.ts`) so the service
 * worker, which replays the outbox, does not carry zod.
 */
export const syncPushPath = '/sync/push';

/** The push's method and path, which its declaration (`syncEndpoints.push`) is built from. */
export const syncPushRoute = { method: 'POST', path: syncPushPath } as const;

export const pushLimits = {
  /** Mutations in one batch. */
  maxMutations: 100,
  /** Bytes of the JSON body of one batch (the server's limit for this route). */
  maxBatchBytes: 512 * 1024,
} as const;

/**
 * The status of a `skipped` outcome: 424 Failed Dependency, the mutation depended on an
 * earlier one of its record that was not applied. It was not tried: send it again later.
 */
export const pushSkippedStatus = 424;

export const pushMethods = ['POST', 'PUT', 'PATCH', 'DELETE'] as const;

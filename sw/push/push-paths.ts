/**
 * The push endpoints the worker calls (contract/endpoints/notifications.ts), as plain strings:
 * the declarations bring zod, which the worker leaves out. A test holds them to the declarations.
 */
export const pushApiPaths = {
  subscribe: '/api/push/subscriptions',
  unsubscribe: '/api/push/subscriptions/remove',
} as const;

import type { z } from 'zod';

/**
 * Each field's first problem as its message key (the contract's schemas give keys as their
 * messages), by the field's path, e.g. `seller.vatNumber`.
 */
export function fieldErrorKeys(error: z.ZodError | undefined): Record<string, string> {
  const keys: Record<string, string> = {};
  for (const issue of error?.issues ?? []) {
    const path = issue.path.join('.');
    keys[path] ??= issue.message;
  }
  return keys;
}

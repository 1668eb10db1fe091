import { notifyFieldErrors, notifyKey } from '../notify/notify.ts';

import { toApiError } from './to-api-error.ts';

/** Shows what went wrong as the spec's toasts: field errors joined into one warning. */
export async function reportApiError(thrown: unknown): Promise<void> {
  const error = await toApiError(thrown);
  if (error.fieldErrors.length > 0) notifyFieldErrors(error.fieldErrors);
  else notifyKey(error.key, error.params);
}

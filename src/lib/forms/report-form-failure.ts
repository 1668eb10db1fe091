import { reportApiError } from '../api/report-api-error.ts';
import { toApiError } from '../api/to-api-error.ts';

import { translatedFieldErrors } from './schema-validator.ts';

/**
 * A refused form submission: the server's field errors go under their inputs and the
 * failure is also shown as the spec's toast.
 */
export async function reportFormFailure(
  thrown: unknown,
  setFieldErrors: (errors: Record<string, string>) => void,
): Promise<void> {
  const error = await toApiError(thrown);
  setFieldErrors(translatedFieldErrors(error.fieldErrors));
  await reportApiError(error);
}

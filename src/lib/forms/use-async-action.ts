import { useCallback, useState } from 'react';

import { reportApiError } from '../api/report-api-error.ts';

/**
 * Runs a form's server call with a busy flag; a failure becomes the spec's toast
 * and leaves the form as the user typed it.
 */
export function useAsyncAction<Args extends unknown[]>(
  action: (...args: Args) => Promise<void>,
): { busy: boolean; run: (...args: Args) => Promise<void> } {
  const [busy, setBusy] = useState(false);
  const run = useCallback(
    async (...args: Args) => {
      setBusy(true);
      try {
        await action(...args);
      } catch (error) {
        await reportApiError(error);
      } finally {
        setBusy(false);
      }
    },
    [action],
  );
  return { busy, run };
}

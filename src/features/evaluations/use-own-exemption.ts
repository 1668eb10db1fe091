import { useServerData } from '../../lib/api/use-server-data.ts';

import { fetchExemptions } from './evaluation-season-api.ts';

/**
 * Why the signed-in member is not evaluated in the school year (a reason's code), else null:
 * read from the server, so her self-assessment says so before she starts one. Offline, a form
 * already on the device carries the reason itself.
 */
export function useOwnExemption(userId: string | undefined, schoolYear: string): string | null {
  const exemptions = useServerData(`own-exemption-${schoolYear}`, (signal) =>
    fetchExemptions(schoolYear, signal),
  );
  if (exemptions.status !== 'loaded' || !userId) return null;
  return exemptions.data.find((entry) => entry.userId === userId)?.reasonCode ?? null;
}

/**
 * Fetches server-only data for a screen that already shows what the device has: nothing is
 * asked offline, and a failed fetch is silent. Answers null when the server was not reached.
 */
export async function fetchWhenOnline<T>(fetchData: () => Promise<T>): Promise<T | null> {
  if (globalThis.navigator?.onLine === false) return null;
  try {
    return await fetchData();
  } catch {
    return null;
  }
}

const lostConnectionMessage =
  /Connection to Indexed Database server lost|database connection is closing|connection is closed/i;

/**
 * Whether the engine closed the database connection under the page: Safari does so to
 * backgrounded pages ("Connection to Indexed Database server lost", "database connection is
 * closing"), and Dexie then answers DatabaseClosedError or InvalidStateError.
 */
export function isConnectionLost(error: unknown): boolean {
  let current: unknown = error;
  while (current instanceof Error || current instanceof DOMException) {
    if (current.name === 'DatabaseClosedError' || current.name === 'InvalidStateError') return true;
    if (lostConnectionMessage.test(current.message)) return true;
    current = 'inner' in current ? current.inner : undefined;
  }
  return false;
}

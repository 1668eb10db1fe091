import { loadProfile } from '../../lib/session/load-profile.ts';
import type { PullReport } from '../../lib/sync/pull-changes.ts';

/**
 * The navbar's subscription status and the profile screen follow a change made elsewhere
 * (another device, a payment, the principal, the super admin) without a reload: a pull that
 * brought the profile or the subscription loads the profile again.
 */
export function refreshProfileAfterPull(report: Pick<PullReport, 'tablesChanged'>): void {
  if (!report.tablesChanged.has('profile') && !report.tablesChanged.has('subscription')) return;
  // Offline or refused, the copy the app has stays until the next pull.
  loadProfile().catch(() => undefined);
}

import { loadProfile } from '../../lib/session/load-profile.ts';
import type { PullReport } from '../../lib/sync/pull-changes.ts';

/**
 * What the app keeps outside the device's tables follows a change made elsewhere (another
 * device, a payment, the principal, the super admin) without a reload: a pull that brought the
 * profile or the subscription loads the profile again, and one that brought a plan on sale asks
 * for the plans again (they are otherwise asked once per app start).
 */
export function refreshCopiesAfterPull(report: Pick<PullReport, 'tablesChanged'>): void {
  if (report.tablesChanged.has('profile') || report.tablesChanged.has('subscription')) {
    // Offline or refused, the copy the app has stays until the next pull.
    loadProfile().catch(() => undefined);
  }
  if (report.tablesChanged.has('subscriptionPlans')) {
    // Loaded apart: the plans' code is not part of the app's start.
    import('../../entities/subscription/plans-cache.ts')
      .then(({ refreshPlans }) => refreshPlans())
      // Its code unreachable (an update under way): the plans are asked for at the next start.
      .catch(() => undefined);
  }
}

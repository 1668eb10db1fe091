import type { Role } from '../../../contract/constants.ts';
import { whileAskingEarly } from '../../lib/api/early-answers.ts';
import { getSession } from '../../lib/session/session-store.ts';

import { decideGuard } from './route-access.ts';
import { routeScreens, screenAt } from './route-screens.tsx';
import type { AppRoute } from './route-table.ts';

/** Whether the screen of `route` asks the server for data when `role` opens it. */
function asksEarlyFor(route: AppRoute, role: Role | null): boolean {
  if (role === null || !route.dataEarly?.roles.includes(role)) return false;
  return decideGuard(route.access, role).kind === 'allow';
}

/**
 * Asks for the server data of the screen at this address, if it reads any and the signed-in
 * user may open it, so the answer is on its way while the screen's code loads.
 */
export async function askScreenDataEarly(pathname: string, search: string): Promise<void> {
  const route = screenAt(pathname)?.route;
  const dataEarly = route?.dataEarly;
  if (!route || !dataEarly || !asksEarlyFor(route, getSession()?.user.role ?? null)) return;
  await whileAskingEarly(dataEarly.ask(search));
}

/**
 * Reads from the device what the screen at this address shows first, if it reads any and the
 * signed-in user may open it (src/lib/live-data/early-reads.ts).
 */
export async function readScreenDataEarly(pathname: string, search: string): Promise<void> {
  const route = screenAt(pathname)?.route;
  const role = getSession()?.user.role ?? null;
  if (!route?.readEarly || role === null || decideGuard(route.access, role).kind !== 'allow') {
    return;
  }
  await route.readEarly(search);
}

/** The address whose screen the router drew last, `pathname` and `search`. */
let drawnPlace: string | null = null;

/** Called by the router once it has drawn an address. */
export function noteDrawnPlace(pathname: string, search: string): void {
  drawnPlace = pathname + search;
}

/**
 * Asks as `askScreenDataEarly`, and reads as `readScreenDataEarly`, for an address the app is
 * about to go to (a link clicked, a step back): nothing when it is the one already drawn, whose
 * screen has its data (the same link pressed again, an overlay closed by going back through the
 * history).
 */
export async function askScreenDataOnTheWayTo(pathname: string, search: string): Promise<void> {
  if (pathname + search === drawnPlace) return;
  await Promise.all([askScreenDataEarly(pathname, search), readScreenDataEarly(pathname, search)]);
}

/**
 * Loads the code that asks early for the screens this role may open: small, and without it
 * the first ask waits for its modules to arrive one import after another.
 */
export async function prepareScreenDataEarly(role: Role): Promise<void> {
  const preparing = routeScreens
    .map(({ route }) => route)
    .filter((route) => asksEarlyFor(route, role))
    .map((route) => route.dataEarly?.prepare());
  await Promise.all(preparing);
}

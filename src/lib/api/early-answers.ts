import { getSession } from '../session/session-store.ts';

import type { AnswerKeeping } from './server-data-options.ts';

/**
 * One piece of server data a screen shows: the key it is known by, how to load it, and where its
 * last answer is kept on the device when the screen shows it at once and offline.
 */
export interface ServerDataRequest<T> {
  key: string;
  load: (signal: AbortSignal) => Promise<T>;
  keep?: AnswerKeeping<T>;
}

interface EarlyAnswer {
  answer: Promise<unknown>;
  askedAt: number;
  /** The user the answer was asked for: another user signed in since gets none of it. */
  askedBy: string;
  controller: AbortController;
}

/**
 * An answer asked early is taken within this time or not at all: a screen opened later asks
 * anew rather than show what may have changed since.
 */
export const earlyAnswerLifetimeMs = 10_000;

const earlyAnswers = new Map<string, EarlyAnswer>();

/**
 * Early asks still loading the code that knows their key: a screen drawn meanwhile (its code
 * was already here) waits for them rather than ask a second time.
 */
const asksUnderWay = new Set<Promise<unknown>>();

function dropStale(now: number): void {
  for (const [key, early] of earlyAnswers) {
    if (now - early.askedAt <= earlyAnswerLifetimeMs) continue;
    early.controller.abort();
    earlyAnswers.delete(key);
  }
}

/**
 * Starts loading a screen's server data before the screen's code has arrived (at the touch of
 * its link, on navigating, at the app's start), so the request and the code travel together
 * (docs/achievements-at-scale.md, "The principal's screens"). The screen's `useServerData`
 * takes the answer for the same key on its first load. Asking again for a key already asked
 * and not yet taken does nothing; without a session nothing is asked.
 */
export function askEarly<T>(request: ServerDataRequest<T>): void {
  const session = getSession();
  if (!session) return;
  const now = Date.now();
  dropStale(now);
  if (earlyAnswers.has(request.key)) return;
  const controller = new AbortController();
  const answer = request.load(controller.signal);
  // An answer no screen takes must not be reported as an unhandled failure.
  answer.catch(() => undefined);
  earlyAnswers.set(request.key, { answer, askedAt: now, askedBy: session.user.sub, controller });
}

/**
 * The answer asked early for `key`, once: undefined when none was asked, it is too old, or it
 * was asked for another user than the one signed in now.
 */
export function takeEarlyAnswer<T>(key: string): Promise<T> | undefined {
  const early = earlyAnswers.get(key);
  if (!early) return undefined;
  earlyAnswers.delete(key);
  const fresh = Date.now() - early.askedAt <= earlyAnswerLifetimeMs;
  if (!fresh || early.askedBy !== getSession()?.user.sub) {
    early.controller.abort();
    return undefined;
  }
  // Asked through a request of the same key, whose load answers a `T`.
  return early.answer as Promise<T>;
}

/**
 * Marks an early ask whose key is not known yet (its module is loading) until it settles, so
 * that `earlyAnswerOr` waits for it.
 */
export function whileAskingEarly(asking: Promise<void>): Promise<void> {
  asksUnderWay.add(asking);
  const settled = () => asksUnderWay.delete(asking);
  asking.then(settled, settled);
  return asking;
}

/**
 * The answer asked early for `key`, or `load()` when none was: after any early ask still under
 * way has settled, so a screen never asks for what an early ask is about to.
 */
export function earlyAnswerOr<T>(key: string, load: () => Promise<T>): Promise<T> {
  const takeOrLoad = () => takeEarlyAnswer<T>(key) ?? load();
  if (asksUnderWay.size === 0) return takeOrLoad();
  return Promise.allSettled([...asksUnderWay]).then(takeOrLoad);
}

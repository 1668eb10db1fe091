import { useLiveQuery as useDexieLiveQuery } from 'dexie-react-hooks';
import { useEffect, useRef, useState } from 'react';

import { isConnectionLost } from '../db/is-connection-lost.ts';

/** How often in a row a lost connection is asked again before the screen's boundary takes it. */
const maxAttempts = 4;
const retryDelayMs = 200;

interface Memory<T> {
  /** The last answer, and the deps it answered for: another record's is never shown. */
  last: { value: T; deps: readonly unknown[] } | null;
  lostInARow: number;
}

/** What the query answers while its connection is lost: the answer before, and how often. */
class LostConnection<T> {
  constructor(
    readonly error: unknown,
    readonly last: { value: T } | null,
    readonly inARow: number,
  ) {}
}

const sameDeps = (one: readonly unknown[], other: readonly unknown[]) =>
  one.length === other.length && one.every((value, index) => Object.is(value, other[index]));

/**
 * Dexie's live query, for every screen that reads the device's database. When the engine lost
 * the connection under the page (Safari closes a backgrounded page's), Dexie's own hook throws
 * in render, and the screen's error boundary then draws the screen anew: a form half filled in
 * beside the list would lose what was typed. Here the screen keeps the answer it had, and the
 * query is asked again a moment later, on the new connection `reopenLostConnection` lets Dexie
 * open (src/lib/db/reopen-lost-connection.ts). A connection that stays lost, and every other
 * failure, still reaches the boundary.
 */
export function useLiveQuery<T>(
  querier: () => Promise<T> | T,
  deps?: readonly unknown[],
): T | undefined;
export function useLiveQuery<T, TDefault>(
  querier: () => Promise<T> | T,
  deps: readonly unknown[],
  defaultResult: TDefault,
): T | TDefault;
export function useLiveQuery<T, TDefault>(
  querier: () => Promise<T> | T,
  deps: readonly unknown[] = [],
  defaultResult?: TDefault,
): T | TDefault | undefined {
  const memory = useRef<Memory<T>>({ last: null, lostInARow: 0 });
  const [attempt, setAttempt] = useState(0);
  const answer = useDexieLiveQuery(
    async (): Promise<T | LostConnection<T>> => {
      try {
        const value = await querier();
        memory.current = { last: { value, deps }, lostInARow: 0 };
        return value;
      } catch (error) {
        if (!isConnectionLost(error)) throw error;
        const { last, lostInARow } = memory.current;
        const lastHere = last && sameDeps(last.deps, deps) ? last : null;
        memory.current = { last: lastHere, lostInARow: lostInARow + 1 };
        return new LostConnection(error, lastHere, lostInARow + 1);
      }
    },
    [...deps, attempt],
    defaultResult,
  );
  const lost = answer instanceof LostConnection ? (answer as LostConnection<T>) : null;
  useEffect(() => {
    if (!lost || lost.inARow >= maxAttempts) return;
    const timer = setTimeout(() => setAttempt((count) => count + 1), retryDelayMs * lost.inARow);
    return () => clearTimeout(timer);
  }, [lost]);
  if (!lost) return answer as T | TDefault | undefined;
  if (lost.inARow >= maxAttempts) throw lost.error;
  return lost.last ? lost.last.value : defaultResult;
}

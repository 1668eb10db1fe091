import { useCallback, useEffect, useRef, useState } from 'react';

import type { ApiError } from './api-error.ts';
import { toApiError } from './to-api-error.ts';

/** What a screen knows of server-only data (data the device does not keep in Dexie). */
export type ServerData<T> =
  | { status: 'loading'; previous?: T }
  | { status: 'failed'; error: ApiError }
  | { status: 'loaded'; data: T };

interface Settled<T> {
  key: string;
  result: ServerData<T>;
}

/**
 * Loads server-only data for `key` and loads again when the key changes or on `reload()`.
 * The previous load is aborted and its answer dropped, so a slow answer for an earlier key
 * (another teacher, another page) never replaces the current one; while a new key loads the
 * status is `loading`, never the earlier key's data (a paged list may still show it, as
 * `previous`, beside its loader). `reload()` keeps showing what is there until the fresh
 * answer arrives. Dexie-backed screens use `useLiveQuery` instead.
 */
export function useServerData<T>(
  key: string,
  load: (signal: AbortSignal) => Promise<T>,
  /** Changing it loads again like `reload()`, for a parent that knows the data changed. */
  revision = 0,
): ServerData<T> & { reload: () => void } {
  const latestLoad = useRef(load);
  useEffect(() => {
    latestLoad.current = load;
  });
  const [attempt, setAttempt] = useState(0);
  const [settled, setSettled] = useState<Settled<T> | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    const settle = (result: ServerData<T>) => {
      if (!controller.signal.aborted) setSettled({ key, result });
    };
    latestLoad.current(controller.signal).then(
      (data) => settle({ status: 'loaded', data }),
      async (thrown: unknown) => settle({ status: 'failed', error: await toApiError(thrown) }),
    );
    return () => controller.abort();
  }, [key, attempt, revision]);

  const reload = useCallback(() => setAttempt((count) => count + 1), []);
  const previous = settled?.result.status === 'loaded' ? { previous: settled.result.data } : {};
  const current: ServerData<T> =
    settled !== null && settled.key === key ? settled.result : { status: 'loading', ...previous };
  return { ...current, reload };
}

/** What a screen that keeps its last answer in view shows: the data, or while loading the previous. */
export function dataInView<T>(state: ServerData<T>): T | undefined {
  if (state.status === 'loaded') return state.data;
  return state.status === 'loading' ? state.previous : undefined;
}

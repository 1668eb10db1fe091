import { startTransition, useCallback, useEffect, useRef, useState } from 'react';

import type { ApiError } from './api-error.ts';
import { earlyAnswerOr } from './early-answers.ts';
import type { KeptAnswer, ServerDataOptions } from './server-data-options.ts';
import { listenForReload } from './reload-server-data.ts';
import { toApiError } from './to-api-error.ts';

/** What a screen knows of server-only data (data the device does not keep in Dexie). */
export type ServerData<T> =
  | { status: 'loading'; previous?: T }
  | { status: 'failed'; error: ApiError }
  /**
   * `fresh` is false for an answer kept from before (`keep`, `keepOnFailure`) shown while asking
   * or after asking failed; `error` then says why asking failed.
   */
  | { status: 'loaded'; data: T; savedAt: number; fresh: boolean; error?: ApiError };

export type ServerDataInView<T> = ServerData<T> & {
  reload: () => void;
  /**
   * Changes the answer shown for the key it came with, in place (a socket frame pushing a new
   * message into it); nothing while none is shown. A load under way still replaces it.
   */
  update: (change: (data: T) => T) => void;
  /** A load for the current key is under way (on opening, after `reload()` or a trigger). */
  refreshing: boolean;
};

interface Settled<T> {
  key: string;
  /** Which load of the key answered: a newer one (reload, revision) makes this one the previous. */
  run: string;
  result: Exclude<ServerData<T>, { status: 'loading' }>;
}

/** Marks that no loaded answer is shown, so an answer that is itself `undefined` still counts. */
const noAnswer: unique symbol = Symbol('no answer');

interface Kept<T> {
  key: string;
  answer: KeptAnswer<T> | null;
  /** A keep read from storage answers a moment later (the dashboard's schemas load apart). */
  reading?: Promise<KeptAnswer<T> | null>;
}

function readKept<T>(key: string, options: ServerDataOptions<T>): Kept<T> | null {
  if (!options.keep) return null;
  const answer = options.keep.read();
  return answer instanceof Promise ? { key, answer: null, reading: answer } : { key, answer };
}

/**
 * Loads server-only data for `key` and loads again when the key changes or on `reload()`: the
 * one way a screen reads data Dexie does not hold (docs/sync.md, "Server-only data on screen").
 * The previous load is aborted and its answer dropped, so a slow answer for an earlier key
 * (another teacher, another page), a load overtaken by a newer one, or one that comes after the
 * screen was left never replaces the current one; while a new key loads the status is
 * `loading`, never the earlier key's data (a paged list may still show it, as `previous`,
 * beside its loader). `reload()` keeps showing what is there until the fresh answer arrives.
 * `update()` changes the answer shown in place. The first load takes an answer asked early for
 * the same key (`askEarly`) instead of asking. `options` add what some screens need: a kept
 * last answer shown at once and when asking fails (`keep`), or only when asking again fails
 * (`keepOnFailure`), reloading on reconnect, waiting until wanted (`enabled`), releasing an answer that
 * holds something (`release`). Dexie-backed screens use `useLiveQuery` instead.
 */
export function useServerData<T>(
  key: string,
  load: (signal: AbortSignal) => Promise<T>,
  options: ServerDataOptions<T> = {},
): ServerDataInView<T> {
  const latestLoad = useRef(load);
  const latestOptions = useRef(options);
  useEffect(() => {
    latestLoad.current = load;
    latestOptions.current = options;
  });
  const revision = options.revision ?? 0;
  const enabled = options.enabled ?? true;
  const reloadOnReconnect = options.reloadOnReconnect ?? false;
  const [attempt, setAttempt] = useState(0);
  const run = `${attempt}:${revision}`;
  const [settled, setSettled] = useState<Settled<T> | null>(null);

  const [storedKept, setKept] = useState(() => readKept(key, options));
  let kept = storedKept;
  if (options.keep && kept?.key !== key) {
    kept = readKept(key, options);
    setKept(kept);
  }
  const reading = kept?.reading;
  useEffect(() => {
    if (!reading) return;
    let active = true;
    const settleReading = (answer: KeptAnswer<T> | null) => {
      if (!active) return;
      setKept((current) => (current?.reading === reading ? { key: current.key, answer } : current));
    };
    reading.then(settleReading, () => settleReading(null));
    return () => {
      active = false;
    };
  }, [reading]);

  useEffect(() => {
    if (!enabled) return;
    const controller = new AbortController();
    const { keep, keepOnFailure, inTransition, release } = latestOptions.current;
    const thisRun = `${attempt}:${revision}`;
    const settle = (
      result: (earlier: Settled<T> | null) => Settled<T>['result'],
      /** The answer to keep in view from now on; null drops the one kept. */
      keptNow?: KeptAnswer<T> | null,
    ) => {
      if (controller.signal.aborted) return;
      const apply = () => {
        if (keptNow !== undefined) setKept({ key, answer: keptNow });
        setSettled((earlier) => ({ key, run: thisRun, result: result(earlier) }));
      };
      if (inTransition) startTransition(apply);
      else apply();
    };
    const ask = async (): Promise<{ answer: KeptAnswer<T>; alreadyKept: boolean }> => {
      if (keep?.trustSince !== undefined && attempt === 0 && revision === 0) {
        const answer = await keep.read();
        if (answer && answer.savedAt >= keep.trustSince) return { answer, alreadyKept: true };
      }
      const load = () => latestLoad.current(controller.signal);
      const data = await (attempt === 0 && revision === 0 ? earlyAnswerOr(key, load) : load());
      return { answer: { data, savedAt: Date.now() }, alreadyKept: false };
    };
    ask().then(
      ({ answer, alreadyKept }) => {
        if (controller.signal.aborted) {
          release?.(answer.data);
          return;
        }
        if (keep && !alreadyKept) keep.write(answer);
        settle(() => ({ status: 'loaded', ...answer, fresh: true }), keep ? answer : undefined);
      },
      async (thrown: unknown) => {
        const error = await toApiError(thrown);
        const refused = keep !== undefined && isRefusal(error);
        if (refused && !controller.signal.aborted) keep.forget?.();
        settle(
          (earlier) =>
            !refused && keepOnFailure && earlier?.key === key && earlier.result.status === 'loaded'
              ? { ...earlier.result, fresh: false, error }
              : { status: 'failed', error },
          refused ? null : undefined,
        );
      },
    );
    return () => controller.abort();
  }, [key, attempt, revision, enabled]);

  const reload = useCallback(() => setAttempt((count) => count + 1), []);
  const update = useCallback(
    (change: (data: T) => T) => {
      setSettled((earlier) =>
        earlier?.key === key && earlier.result.status === 'loaded'
          ? { ...earlier, result: { ...earlier.result, data: change(earlier.result.data) } }
          : earlier,
      );
      setKept((earlier) =>
        earlier?.key === key && earlier.answer
          ? { key, answer: { ...earlier.answer, data: change(earlier.answer.data) } }
          : earlier,
      );
    },
    [key],
  );
  useEffect(() => listenForReload(key, reload), [key, reload]);
  useEffect(() => {
    if (!reloadOnReconnect) return;
    window.addEventListener('online', reload);
    return () => window.removeEventListener('online', reload);
  }, [reloadOnReconnect, reload]);

  const shownAnswer = settled?.result.status === 'loaded' ? settled.result : null;
  // Keyed on the data itself: an answer kept after a failure still holds what it held.
  const heldData = shownAnswer ? shownAnswer.data : noAnswer;
  useEffect(() => {
    if (heldData === noAnswer) return;
    const { release } = latestOptions.current;
    return () => release?.(heldData);
  }, [heldData]);

  const current = settled !== null && settled.key === key ? settled : null;
  const keptAnswer = kept !== null && kept.key === key ? kept.answer : null;
  const refreshing = enabled && current?.run !== run;
  return { ...shown(current, keptAnswer, shownAnswer), reload, update, refreshing };
}

function shown<T>(
  current: Settled<T> | null,
  kept: KeptAnswer<T> | null,
  lastLoaded: { data: T } | null,
): ServerData<T> {
  if (current?.result.status === 'loaded') return current.result;
  if (kept) {
    const error = current?.result.status === 'failed' ? current.result.error : undefined;
    return { status: 'loaded', ...kept, fresh: false, ...(error && { error }) };
  }
  if (current) return current.result;
  return lastLoaded ? { status: 'loading', previous: lastLoaded.data } : { status: 'loading' };
}

/**
 * The server answered that this data is not the user's to see (any more) or is gone: unlike a
 * lost connection or a server error, a kept copy of it no longer stands.
 */
function isRefusal(error: ApiError): boolean {
  return error.status === 403 || error.status === 404 || error.status === 410;
}

/** Why the last ask failed, whether an answer from before is still shown or none is: for a toast. */
export function failureOf<T>(state: ServerData<T>): ApiError | undefined {
  return state.status === 'loading' ? undefined : state.error;
}

/** What a screen that keeps its last answer in view shows: the data, or while loading the previous. */
export function dataInView<T>(state: ServerData<T>): T | undefined {
  if (state.status === 'loaded') return state.data;
  return state.status === 'loading' ? state.previous : undefined;
}

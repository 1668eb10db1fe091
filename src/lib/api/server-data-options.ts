/** An answer kept from an earlier load, with when it came from the server (ms since the epoch). */
export interface KeptAnswer<T> {
  data: T;
  savedAt: number;
}

/**
 * Where one key's last answer is kept (localStorage, memory), so it shows at once on opening,
 * offline, and when asking fails, marked not fresh. Bound by the caller to the current key.
 */
export interface AnswerKeeping<T> {
  /** The kept answer, or null; a promise when reading needs code that loads apart. */
  read: () => KeptAnswer<T> | null | Promise<KeptAnswer<T> | null>;
  write: (answer: KeptAnswer<T>) => void;
  /** Deletes the kept answer: the server refused it (`isRefusal`), so it no longer stands. */
  forget?: () => void;
  /**
   * A kept answer saved at or after this time is shown without asking on opening (the
   * subscription plans pass the app's start: asked once per run). Unset: always ask.
   */
  trustSince?: number;
}

/** What some screens need beyond loading on opening and on `reload()` (see `useServerData`). */
export interface ServerDataOptions<T> {
  /** Changing it loads again like `reload()`, for a parent that knows the data changed. */
  revision?: number;
  /** False holds the load back (a picture until scrolled into view); what is shown stays. */
  enabled?: boolean;
  keep?: AnswerKeeping<T>;
  /**
   * When asking again fails, keep showing the answer from before (not fresh, with the `error`)
   * rather than the failure; nothing is stored, so opening the screen again asks anew (a list
   * that events keep current). A first ask that fails still fails.
   */
  keepOnFailure?: boolean;
  /** Ask again when the browser is back online, keeping what is shown until the answer comes. */
  reloadOnReconnect?: boolean;
  /** Show a fresh answer in a transition, so a large screen renders in slices a phone can interrupt. */
  inTransition?: boolean;
  /**
   * Frees what an answer holds (an object URL) once it is replaced (by a newer answer or an
   * `update` returning new data), dropped or the screen goes.
   */
  release?: (data: T) => void;
}

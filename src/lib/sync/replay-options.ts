import type { HttpStack } from 'tus-js-client';

import type { UserDb } from '../db/user-db.ts';

import type { BatchLimits } from './push-batch.ts';

/** `fetch` or a stand-in for it; the replay never touches the network any other way. */
export type Transport = (url: string, init: RequestInit) => Promise<Response>;

export interface ReplayOptions {
  db: UserDb;
  transport: Transport;
  /**
   * The token of this user, or null. Takes the user id so a replay can never send one
   * user's writes with another user's token: answer null when they differ.
   */
  getAccessToken: (userId: string) => Promise<string | null> | string | null;
  /** Prefix of every entry path; default `/api`. */
  baseUrl?: string;
  now?: () => number;
  /** In [0, 1); spreads retries of many devices apart. */
  random?: () => number;
  /** Web Locks of the page or the worker; absent (jsdom) falls back to an in-process flag. */
  locks?: LockManager | null;
  requestTimeoutMs?: number;
  uploadTimeoutMs?: number;
  /**
   * How resumable uploads reach the server. Default: through `transport`, which reports no
   * progress until a file is done. The page passes tus-js-client's XMLHttpRequest stack, which
   * reports each byte sent; the service worker has no XMLHttpRequest.
   */
  uploadHttpStack?: HttpStack;
  /** With `uploadHttpStack`: give an upload up after this long without progress; default 45 s. */
  uploadStallTimeoutMs?: number;
  /** How many entries' files are uploaded at once; default 2. */
  uploadConcurrency?: number;
  /** How many batches may wait for the push endpoint's answer at once; default 2. */
  batchesInFlight?: number;
  /** Default: the contract's `pushLimits`. */
  batchLimits?: BatchLimits;
}

/** `unreachable`: the run stopped at the first request that got no answer (offline). */
export type ReplayOutcome = 'finished' | 'busy' | 'needs_sign_in' | 'unreachable';

export interface ReplayReport {
  outcome: ReplayOutcome;
  /** Entries the server accepted in this run. */
  sent: number;
  /** Files that reached the server in this run (their records may still wait). */
  uploaded: number;
  /** Entries kept for a later attempt after a connection or server error. */
  retrying: number;
  /** Entries that now need the user: needs attention or conflict. */
  blocked: number;
}

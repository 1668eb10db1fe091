import { useSyncExternalStore } from 'react';

import type { AccessTokenClaims } from '../../../contract/access-token.ts';
import { storageKeys } from '../../../contract/constants.ts';

import { decodeAccessToken } from './decode-access-token.ts';

export interface Session {
  token: string;
  user: AccessTokenClaims;
}

type Listener = () => void;
const listeners = new Set<Listener>();
let current: Session | null = null;

function emit(): void {
  for (const listener of listeners) listener();
}

/**
 * Auto login at start: a stored token that decodes and is unexpired becomes the
 * session; anything else is removed (docs/states-and-transitions.md, "Automatic sign-in at start").
 */
export function restoreSession(): Session | null {
  const token = readToken();
  const user = token ? decodeAccessToken(token) : null;
  if (token && user) {
    current = { token, user };
  } else {
    clearSession();
  }
  return current;
}

export function startSession(token: string): Session | null {
  const user = decodeAccessToken(token);
  if (!user) {
    clearSession();
    return null;
  }
  localStorage.setItem(storageKeys.accessToken, token);
  current = { token, user };
  emit();
  return current;
}

export function clearSession(): void {
  try {
    localStorage.removeItem(storageKeys.accessToken);
  } catch {
    // Storage unavailable: nothing was stored either.
  }
  if (current !== null) {
    current = null;
    emit();
  }
}

export function getSession(): Session | null {
  return current;
}

function readToken(): string | null {
  try {
    return localStorage.getItem(storageKeys.accessToken);
  } catch {
    return null;
  }
}

export function subscribeSession(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useSession(): Session | null {
  return useSyncExternalStore(subscribeSession, getSession, getSession);
}

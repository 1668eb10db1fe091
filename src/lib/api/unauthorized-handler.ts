import type { ApiError } from './api-error.ts';

type UnauthorizedHandler = (error: ApiError) => void;
let unauthorizedHandler: UnauthorizedHandler = () => undefined;

/**
 * The app decides what a 401 does (log out, go to /login); the API layer only reports it.
 * Kept apart from the client so registering it costs the first paint nothing.
 */
export function onUnauthorized(handler: UnauthorizedHandler): void {
  unauthorizedHandler = handler;
}

export function reportUnauthorized(error: ApiError): void {
  unauthorizedHandler(error);
}

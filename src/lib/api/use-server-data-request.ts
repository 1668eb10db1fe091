import type { ServerDataRequest } from './early-answers.ts';
import { useServerData } from './use-server-data.ts';

/**
 * Shows a request's server data: its kept answer at once when it has one, asked again when the
 * browser is back online (docs/sync.md, "Server-only data on screen").
 */
export const useServerDataRequest = <T>(request: ServerDataRequest<T>) =>
  useServerData(request.key, request.load, { keep: request.keep, reloadOnReconnect: true });

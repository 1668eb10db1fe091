import { classifyResponse, connectionFailure, type SendOutcome } from './classify-response.ts';
import type { Transport } from './replay-options.ts';

export interface RequestContext {
  transport: Transport;
  baseUrl: string;
  now: () => number;
}

/** One request with a time limit: the server's answer, or the response itself to read. */
export async function sendRequest(
  context: RequestContext,
  path: string,
  init: RequestInit,
  timeoutMs: number,
): Promise<Response | SendOutcome> {
  try {
    return await context.transport(apiUrl(context.baseUrl, path), {
      ...init,
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch {
    return connectionFailure();
  }
}

/** One request whose answer is classified as a write's. */
export async function sendWriteRequest(
  context: RequestContext,
  path: string,
  init: RequestInit,
  timeoutMs: number,
): Promise<SendOutcome> {
  const answer = await sendRequest(context, path, init, timeoutMs);
  return answer instanceof Response ? classifyResponse(answer, context.now()) : answer;
}

export function apiUrl(baseUrl: string, path: string): string {
  return `${baseUrl.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
}

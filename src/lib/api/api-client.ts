import ky, { type Options } from 'ky';
import type { z } from 'zod';

import { requestTimeoutMs } from '../../../contract/constants.ts';
import { toCamelCaseKeys, toSnakeCaseKeys } from '../../../contract/case-keys.ts';
import { freshAccessTokenHeader } from '../../../contract/access-token.ts';
import { decodeAccessToken } from '../session/decode-access-token.ts';
import { getSession, startSession } from '../session/session-store.ts';

import { ApiError } from './api-error.ts';
import { toApiError } from './to-api-error.ts';
import { reportServerReached } from './server-reached.ts';
import { reportUnauthorized } from './unauthorized-handler.ts';

/** Calls that never carry the bearer header (docs/api.md, "Base path and format"). */
const anonymousPaths = ['auth/login', 'auth/register', 'auth/forgot-password'];

const http = ky.create({
  prefixUrl: '/api',
  timeout: requestTimeoutMs,
  retry: 0,
  hooks: {
    beforeRequest: [
      (request) => {
        const path = new URL(request.url).pathname.replace(/^\/api\//, '');
        const token = getSession()?.token;
        if (token && !anonymousPaths.includes(path)) {
          request.headers.set('Authorization', `Bearer ${token}`);
        }
      },
    ],
    afterResponse: [
      (_request, _options, response) => {
        // A gateway's 502-504 is not the server answering.
        if (response.status < 502 || response.status > 504) reportServerReached();
        takeFreshToken(response);
      },
    ],
  },
});

/**
 * The server answers a fresh token beside a response when the one sent names another role or
 * school than the account has now (a purchase made the user a principal): the session takes
 * it in place, so menus and guards follow without signing in again.
 */
function takeFreshToken(response: Response): void {
  const fresh = response.headers.get(freshAccessTokenHeader);
  const session = getSession();
  if (!fresh || !session || fresh === session.token) return;
  const claims = decodeAccessToken(fresh);
  if (claims?.sub === session.user.sub) startSession(fresh);
}

/**
 * A 401 ends the session only when it answered the token still in use: one replaced since
 * (this device's own new password, "sign out of all other devices") says nothing about it.
 */
function reportUnauthorizedFor(error: ApiError, sentToken: string | undefined): void {
  const session = getSession();
  if (error.status === 401 && session && session.token === sentToken) reportUnauthorized(error);
}

export interface CallOptions {
  json?: unknown;
  searchParams?: Record<string, string | number | boolean>;
  body?: FormData;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /**
   * False for a call that handles its own 401 (signing out): the app-wide "log out and say
   * why" would repeat what it does.
   */
  reportUnauthorized?: boolean;
}

/**
 * One API call: snake_case on the wire, camelCase in the app, the envelope's
 * result checked against its schema. Throws ApiError with a catalogue key.
 */
export async function apiCall<T>(
  method: 'get' | 'post' | 'put' | 'patch' | 'delete',
  path: string,
  schema: z.ZodType<T>,
  options: CallOptions = {},
): Promise<T> {
  const kyOptions: Options = { method, headers: options.headers, signal: options.signal };
  if (options.json !== undefined) kyOptions.json = toSnakeCaseKeys(options.json);
  if (options.body) kyOptions.body = options.body;
  if (options.searchParams) {
    kyOptions.searchParams = toSnakeCaseKeys(options.searchParams) as Record<string, string>;
  }
  const sentToken = getSession()?.token;
  try {
    const envelope = toCamelCaseKeys(await http(path.replace(/^\//, ''), kyOptions).json());
    const result = schema.safeParse((envelope as { result?: unknown }).result);
    if (!result.success) throw new ApiError('common.error.server', 200);
    return result.data;
  } catch (thrown) {
    const error = await toApiError(thrown);
    if (options.reportUnauthorized !== false) reportUnauthorizedFor(error, sentToken);
    throw error;
  }
}

/**
 * The bytes of an authorised download (evidence files and their thumbnails), with the
 * same bearer header, timeout and 401 rule as every other call.
 */
export async function apiBlob(path: string, options: { signal?: AbortSignal } = {}): Promise<Blob> {
  const sentToken = getSession()?.token;
  try {
    return await http.get(path.replace(/^\//, ''), { signal: options.signal }).blob();
  } catch (thrown) {
    const error = await toApiError(thrown);
    reportUnauthorizedFor(error, sentToken);
    throw error;
  }
}

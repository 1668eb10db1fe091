import ky, { type Options } from 'ky';
import type { z } from 'zod';

import {
  isFileResult,
  pathOf,
  type EndpointDeclaration,
  type EndpointInput,
  type EndpointResult,
  type HttpMethod,
} from '../../../contract/endpoints/define-endpoint.ts';

import { fileAnswerTimeoutMs, requestTimeoutMs } from '../../../contract/constants.ts';
import { toCamelCaseKeys, toSnakeCaseKeys } from '../../../contract/case-keys.ts';
import { freshAccessTokenHeader } from '../../../contract/access-token.ts';
import { decodeAccessToken } from '../session/decode-access-token.ts';
import { getSession, startSession } from '../session/session-store.ts';

import { ApiError } from './api-error.ts';
import { toApiError } from './to-api-error.ts';
import { reportServerReached } from './server-reached.ts';
import { reportUnauthorized } from './unauthorized-handler.ts';

const http = ky.create({
  prefixUrl: '/api',
  timeout: requestTimeoutMs,
  retry: 0,
  hooks: {
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
  /** The call never carries the bearer token (declared `anonymous`). */
  anonymous?: boolean;
}

/** The headers of a call: the bearer token of the session unless the call is anonymous. */
function headersFor(
  options: Pick<CallOptions, 'headers' | 'anonymous'>,
  sentToken: string | undefined,
): Record<string, string> {
  if (!sentToken || options.anonymous) return { ...options.headers };
  return { ...options.headers, Authorization: `Bearer ${sentToken}` };
}

/**
 * One API call: snake_case on the wire, camelCase in the app, the envelope's
 * result checked against its schema. Throws ApiError with a catalogue key.
 */
async function apiCall<T>(
  method: 'get' | 'post' | 'put' | 'patch' | 'delete',
  path: string,
  schema: z.ZodType<T>,
  options: CallOptions = {},
): Promise<T> {
  const sentToken = getSession()?.token;
  const kyOptions: Options = {
    method,
    headers: headersFor(options, sentToken),
    signal: options.signal,
  };
  if (options.json !== undefined) kyOptions.json = toSnakeCaseKeys(options.json);
  if (options.body) kyOptions.body = options.body;
  if (options.searchParams) {
    kyOptions.searchParams = toSnakeCaseKeys(options.searchParams) as Record<string, string>;
  }
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

export type EndpointCallOptions = Omit<CallOptions, 'json' | 'searchParams' | 'body' | 'anonymous'>;

/** The input is left out when the endpoint needs none. */
type EndpointCallArguments<E extends EndpointDeclaration> =
  Record<string, never> extends EndpointInput<E>
    ? [input?: EndpointInput<E>, options?: EndpointCallOptions]
    : [input: EndpointInput<E>, options?: EndpointCallOptions];

/**
 * A call of an endpoint declared in `contract/endpoints/` (docs/api.md, "Endpoints"): its
 * method, path, parameters, body and result all come from the declaration, so a call that
 * does not fit it fails the typecheck. A file result answers its bytes.
 */
export async function callEndpoint<E extends EndpointDeclaration>(
  endpoint: E,
  ...[input, options = {}]: EndpointCallArguments<E>
): Promise<EndpointResult<E>> {
  const { params, query, body } = (input ?? {}) as {
    params?: Record<string, string | number>;
    query?: Record<string, string | number | boolean | undefined>;
    body?: unknown;
  };
  const path = pathOf(endpoint, params);
  const callOptions = { ...options, anonymous: endpoint.anonymous === true };
  const searchParams = query && withoutUndefined(query);
  if (isFileResult(endpoint.result)) {
    return (await apiBlob(path, {
      ...callOptions,
      ...(searchParams && { searchParams }),
    })) as EndpointResult<E>;
  }
  return apiCall(lowerCase(endpoint.method), path, endpoint.result, {
    ...callOptions,
    ...(searchParams && { searchParams }),
    ...(body instanceof FormData ? { body } : body !== undefined && { json: body }),
  }) as Promise<EndpointResult<E>>;
}

function lowerCase(method: HttpMethod) {
  return method.toLowerCase() as Lowercase<HttpMethod>;
}

function withoutUndefined(
  query: Record<string, string | number | boolean | undefined>,
): Record<string, string | number | boolean> {
  return Object.fromEntries(
    Object.entries(query).filter((entry): entry is [string, string | number | boolean] => {
      return entry[1] !== undefined;
    }),
  );
}

/**
 * The bytes of an authorised download (evidence files and their thumbnails, the portfolio),
 * with the same bearer header and 401 rule as every other call; the server may take a while
 * to make a file, so its answer is awaited longer than a call's.
 */
async function apiBlob(
  path: string,
  options: Pick<CallOptions, 'signal' | 'headers' | 'anonymous' | 'searchParams'> = {},
): Promise<Blob> {
  const sentToken = getSession()?.token;
  try {
    return await http
      .get(path.replace(/^\//, ''), {
        timeout: fileAnswerTimeoutMs,
        signal: options.signal,
        headers: headersFor(options, sentToken),
        ...(options.searchParams && {
          searchParams: toSnakeCaseKeys(options.searchParams) as Record<string, string>,
        }),
      })
      .blob();
  } catch (thrown) {
    const error = await toApiError(thrown);
    reportUnauthorizedFor(error, sentToken);
    throw error;
  }
}

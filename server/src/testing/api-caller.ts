import type { FastifyInstance } from 'fastify';

import type { TokenSubject } from '../plugins/auth/access-tokens.ts';
import { bearer } from './bearer.ts';

export type ApiMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface CallOptions {
  idempotencyKey?: string;
  headers?: Record<string, string>;
  remoteAddress?: string;
}

/**
 * `call(user, method, url, payload?, options?)`: one request to the test app as that user
 * (anonymously without one), its JSON body only when given. The app is read at each call, since
 * tests build it in `beforeAll`; `prefix` goes before every url (`/api` for short urls).
 */
export function apiCaller(app: () => FastifyInstance, { prefix = '' }: { prefix?: string } = {}) {
  return async function call(
    user: TokenSubject | null | undefined,
    method: ApiMethod,
    url: string,
    payload?: object,
    { idempotencyKey, headers, remoteAddress }: CallOptions = {},
  ) {
    return app().inject({
      method,
      url: `${prefix}${url}`,
      headers: {
        ...(user ? await bearer(app(), user) : {}),
        ...(idempotencyKey && { 'idempotency-key': idempotencyKey }),
        ...headers,
      },
      ...(remoteAddress && { remoteAddress }),
      ...(payload && { payload }),
    });
  };
}

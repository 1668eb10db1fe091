import type { FastifyInstance } from 'fastify';

import type { SyncTable } from '../../../contract/sync-pull.ts';
import type { TokenSubject } from '../plugins/auth/access-tokens.ts';
import { bearer } from './bearer.ts';

/** A change as it comes over the wire (the record's keys in snake_case). */
export interface WireChange {
  table: SyncTable;
  op: 'put' | 'delete';
  id: string;
  record?: unknown;
}

export interface WirePage {
  changes: WireChange[];
  cursor: string;
  has_more: boolean;
  reset: boolean;
}

/** One `GET /api/sync/pull` page as the user's device receives it; fails on anything but 200. */
export async function pullPage(
  app: FastifyInstance,
  user: TokenSubject,
  options: { cursor?: string; limit?: number } = {},
): Promise<WirePage> {
  const query = new URLSearchParams();
  if (options.cursor !== undefined) query.set('cursor', options.cursor);
  if (options.limit !== undefined) query.set('limit', String(options.limit));
  const response = await app.inject({
    method: 'GET',
    url: `/api/sync/pull?${query.toString()}`,
    headers: await bearer(app, user),
  });
  if (response.statusCode !== 200) {
    throw new Error(`pull answered ${response.statusCode}: ${response.body}`);
  }
  return (response.json() as { result: WirePage }).result;
}

/** Pages from `cursor` until `has_more` is false: every page, and the cursor to keep. */
export async function pullAll(
  app: FastifyInstance,
  user: TokenSubject,
  options: { cursor?: string; limit?: number } = {},
): Promise<{ pages: WirePage[]; changes: WireChange[]; cursor: string }> {
  const pages: WirePage[] = [];
  let cursor = options.cursor;
  for (;;) {
    const page = await pullPage(app, user, { ...options, ...(cursor !== undefined && { cursor }) });
    pages.push(page);
    cursor = page.cursor;
    if (!page.has_more) break;
    if (pages.length > 10_000) throw new Error('the pull never ends');
  }
  return { pages, changes: pages.flatMap((page) => page.changes), cursor };
}

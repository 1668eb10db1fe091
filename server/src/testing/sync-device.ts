import type { FastifyInstance } from 'fastify';

import type { TokenSubject } from '../plugins/auth/access-tokens.ts';
import { bearer } from './bearer.ts';
import { pullPage } from './pull-changes.ts';

/** A device's synced rows, keyed `table id`, as the wire carried them. */
export type DeviceStore = Map<string, unknown>;

/**
 * Pulls from `cursor` until the last page, writing each page into `store` as the contract
 * says a device does (put, delete, and a reset run that drops whatever it did not carry).
 * Answers the cursor the device keeps.
 */
export async function pullInto(
  app: FastifyInstance,
  user: TokenSubject,
  store: DeviceStore,
  options: { cursor?: string | undefined; limit?: number },
): Promise<string> {
  let cursor = options.cursor;
  let carried: Set<string> | undefined;
  // A device holds a few dozen rows in these tests; a pull that needs more pages than this is
  // one that stopped moving, and failing here names it instead of running into the timeout.
  for (let pages = 0; pages < 500; pages += 1) {
    const page = await pullPage(app, user, {
      ...(cursor !== undefined && { cursor }),
      ...(options.limit !== undefined && { limit: options.limit }),
    });
    if (page.reset) carried = new Set();
    for (const change of page.changes) {
      const key = `${change.table} ${change.id}`;
      if (change.op === 'put') {
        store.set(key, change.record);
        carried?.add(key);
      } else {
        store.delete(key);
      }
    }
    cursor = page.cursor;
    if (!page.has_more) {
      if (carried) {
        for (const key of store.keys()) if (!carried.has(key)) store.delete(key);
      }
      return cursor;
    }
  }
  throw new Error(`the pull never ends: still has_more at cursor ${cursor ?? 'none'}`);
}

async function read(app: FastifyInstance, user: TokenSubject, url: string): Promise<unknown> {
  const response = await app.inject({ method: 'GET', url, headers: await bearer(app, user) });
  if (response.statusCode === 403) return undefined;
  if (response.statusCode !== 200) throw new Error(`${url} answered ${response.statusCode}`);
  return (response.json() as { result: unknown }).result;
}

function listedAs(table: string, listed: unknown): [string, unknown][] {
  return ((listed ?? []) as { id: string }[]).map((record) => [`${table} ${record.id}`, record]);
}

/** What the per-route reads say the user's device should hold, keyed as `DeviceStore`. */
export async function expectedDeviceStore(
  app: FastifyInstance,
  user: TokenSubject,
  jobs: readonly string[],
): Promise<DeviceStore> {
  const criteria = await Promise.all(
    jobs.map(async (job) =>
      listedAs('criteria', await read(app, user, `/api/criteria?job=${job}`)),
    ),
  );
  return new Map([
    ...listedAs('achievements', await read(app, user, '/api/achievements')),
    ...listedAs('developmentPlans', await read(app, user, '/api/development-plans')),
    ...criteria.flat(),
    ...listedAs('subscriptionPlans', await read(app, user, '/api/subscription-plans')),
    ['profile current', await read(app, user, '/api/profile')],
    ['subscription current', await read(app, user, '/api/subscriptions/current')],
  ]);
}

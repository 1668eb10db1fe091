import type { FastifyInstance } from 'fastify';

import { asc, eq } from 'drizzle-orm';

import type { TokenSubject } from '../plugins/auth/access-tokens.ts';
import { evaluationBands } from '../db/tables/evaluations.ts';
import { users } from '../db/tables/users.ts';
import { staffRoles } from '../../../contract/constants.ts';
import { bearer } from './bearer.ts';
import { pullPage } from './pull-changes.ts';

/** A device's synced rows, keyed `table id`, as the wire carried them. */
export type DeviceStore = Map<string, unknown>;

/**
 * Pulls from `cursor` until the last page, writing each page into `store` as the contract
 * says a device does (put, delete, and a reset run that drops whatever it did not carry).
 * Answers the cursor the device keeps, and whether a reset replaced what it held.
 */
export async function pullInto(
  app: FastifyInstance,
  user: TokenSubject,
  store: DeviceStore,
  options: { cursor?: string | undefined; limit?: number },
): Promise<{ cursor: string; replaced: boolean }> {
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
      return { cursor, replaced: carried !== undefined };
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

/** Every notification of the user, through the list's pages. */
async function readNotifications(app: FastifyInstance, user: TokenSubject): Promise<unknown[]> {
  const items: unknown[] = [];
  let before: string | undefined;
  for (let pages = 0; pages < 100; pages += 1) {
    const query = before === undefined ? '' : `&before=${before}`;
    const page = (await read(app, user, `/api/notifications?limit=200${query}`)) as {
      items: { id: string }[];
      has_more: boolean;
    };
    items.push(...page.items);
    if (!page.has_more) return items;
    before = page.items.at(-1)?.id;
  }
  throw new Error('the notification list never ends');
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
  // The rating bands have no route of their own: staff devices keep the table as it is.
  const [current] = await app.db
    .select({ role: users.role })
    .from(users)
    .where(eq(users.id, user.id));
  const bands = (staffRoles as readonly string[]).includes(current?.role ?? '')
    ? await app.db.select().from(evaluationBands).orderBy(asc(evaluationBands.sortOrder))
    : [];
  return new Map([
    ...listedAs('achievements', await read(app, user, '/api/achievements')),
    ...listedAs('evaluations', await read(app, user, '/api/evaluations')),
    ...bands.map((band): [string, unknown] => [
      `evaluationBands ${band.id}`,
      {
        id: band.id,
        rating: band.rating,
        name_ar: band.nameAr,
        name_en: band.nameEn,
        curve_share_percent: band.curveSharePercent,
        sort_order: band.sortOrder,
      },
    ]),
    ...listedAs('developmentPlans', await read(app, user, '/api/development-plans')),
    ...listedAs('notifications', await readNotifications(app, user)),
    ...criteria.flat(),
    ...listedAs('subscriptionPlans', await read(app, user, '/api/subscription-plans')),
    ['profile current', await read(app, user, '/api/profile')],
    ['subscription current', await read(app, user, '/api/subscriptions/current')],
  ]);
}

import type { FastifyInstance, RouteOptions } from 'fastify';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { isMessageKey } from '../../../contract/message-keys.ts';
import { subscriptions } from '../db/tables/subscriptions.ts';
import { bearer } from '../testing/bearer.ts';
import { buildTestApp, type TestApp } from '../testing/build-test-app.ts';
import { makeOrganization } from '../testing/make-organization.ts';
import { makeUser, type TestUser } from '../testing/make-user.ts';
import { testDatabases } from '../testing/test-databases.ts';

/** Text that has broken real systems: injections, markup, bidi controls, emoji, NULs. */
const hostileText = fc.oneof(
  fc.constantFrom(
    "'; drop table users; --",
    '" or 1=1 --',
    '<script>alert(1)</script>',
    '<img src=x onerror=alert(1)>',
    '\u202Eevil\u202C',
    'شواهد\u200F مع علامة اتجاه',
    '👩🏽‍🏫📚✅',
    'null\u0000byte',
    '../../etc/passwd',
    '{{constructor.constructor("x")()}}',
    '__proto__',
    ' ',
  ),
  fc.string({ maxLength: 40 }),
  fc.string({ minLength: 5_000, maxLength: 20_000 }),
);

const hostileValue = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small' },
    hostileText,
    fc.integer(),
    fc.double(),
    fc.boolean(),
    fc.constant(null),
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(hostileText, tie('value'), { maxKeys: 4 }),
  ),
})).value;

/** Bodies shaped like the real ones (known field names) but with hostile values. */
const fieldNames = [
  'id',
  'description',
  'event_start_at',
  'duration_minutes',
  'location',
  'criterion_ids',
  'evidence_type',
  'file_ids',
  'links',
  'version',
  'name',
  'email',
  'password',
  'full_name',
  'role',
  'organization_id',
  'plan_id',
  'start_date',
  'end_date',
  'statement',
  'goals',
  'grade',
  'comment',
  'text',
  'subdomain',
  'price_halalas',
  'token',
  'code',
  '__proto__',
  'constructor',
];
const hostileBody = fc.oneof(
  fc.dictionary(fc.constantFrom(...fieldNames), hostileValue, { maxKeys: 8 }),
  hostileValue,
);

/** Write routes that accept any body as a bare action (logout, mark read, run a task). */
function bodyIsIgnored(url: string): boolean {
  return (
    url === '/api/auth/logout' ||
    url === '/api/auth/logout-other-devices' ||
    url.startsWith('/api/admin/tasks/') ||
    /\/(activate|complete|read|resend|revoke|retire|accept|cancel-renewal)$/.test(url)
  );
}

/**
 * Writes whose every field is optional, so an object of unknown keys is a valid request: a
 * partial update (which changes nothing) or a share link with its defaults.
 */
const partialUpdates = new Set(['PATCH /api/profile', 'POST /api/portfolio-shares']);

/** Every known field at once holding the same hostile text, always tried first. */
const everyFieldWith = (text: string) =>
  Object.fromEntries(fieldNames.filter((field) => !field.startsWith('_')).map((f) => [f, text]));

describe.each(testDatabases())('hostile input to every write route on $name', ({ name }) => {
  let test: TestApp;
  let app: FastifyInstance;
  let teacher: TestUser;
  let superAdmin: TestUser;
  const writeRoutes: { method: string; url: string }[] = [];

  beforeAll(async () => {
    test = await buildTestApp({
      database: name,
      onRoute: (route: RouteOptions) => {
        const methods = Array.isArray(route.method) ? route.method : [route.method];
        for (const method of methods) {
          if (
            ['POST', 'PUT', 'PATCH', 'DELETE'].includes(method) &&
            route.url.startsWith('/api/')
          ) {
            writeRoutes.push({ method, url: route.url });
          }
        }
      },
    });
    app = test.app;
    const organization = await makeOrganization(app.db);
    const now = new Date();
    await app.db.insert(subscriptions).values({
      organizationId: organization.id,
      planName: 'Up to 15 teachers',
      status: 'active',
      startsAt: now,
      endsAt: new Date(now.getTime() + 200 * 24 * 60 * 60 * 1000),
      teacherLimit: 15,
    });
    teacher = await makeUser(app.db, { role: 'agent', organizationId: organization.id });
    superAdmin = await makeUser(app.db, { role: 'super_admin' });
  });

  afterAll(() => test.close());

  it('answers a clean 4xx with a catalogue key, never a 500, and stores nothing', async () => {
    const failures: string[] = [];
    for (const route of writeRoutes) {
      const caller = route.url.startsWith('/api/admin') ? superAdmin : teacher;
      const url = route.url
        .replace(':token', 'a'.repeat(43))
        .replace(':method', 'card')
        .replace(':id', '0195f3a0-0000-7000-8000-0000000000ff')
        .replace(/:\w+/g, '0195f3a0-0000-7000-8000-0000000000fe');
      await fc
        .assert(
          fc.asyncProperty(hostileBody, async (body) => {
            const response = await app.inject({
              method: route.method as 'POST',
              url,
              headers: { ...(await bearer(app, caller)), 'content-type': 'application/json' },
              payload: JSON.stringify(body),
            });
            const status = response.statusCode;
            let answer: { error?: unknown } = {};
            try {
              answer = response.json<{ error?: unknown }>();
            } catch {
              // Not JSON: the check below fails for any 4xx.
            }
            const accepted =
              bodyIsIgnored(route.url) ||
              (partialUpdates.has(`${route.method} ${route.url}`) &&
                typeof body === 'object' &&
                body !== null &&
                !Array.isArray(body));
            const clean = status < 500 && (status < 400 ? accepted : isMessageKey(answer.error));
            if (!clean) {
              failures.push(
                `${route.method} ${route.url} → ${status} ${response.body.slice(0, 160)}`,
              );
            }
            return clean;
          }),
          {
            numRuns: 25,
            seed: 20261122,
            examples: [
              [everyFieldWith('null\u0000byte')],
              [everyFieldWith('<script>alert(1)</script>')],
              [everyFieldWith('x'.repeat(100_000))],
              [[]],
              [null],
            ],
          },
        )
        .catch(() => undefined);
    }
    expect(failures.slice(0, 20)).toEqual([]);
    // Every write route with every kind of bad body: 20-30 s beside another test file.
  }, 120_000);
});

describe.each(testDatabases())('deeply nested JSON on $name', ({ name }) => {
  let test: TestApp;

  beforeAll(async () => {
    test = await buildTestApp({ database: name });
  });

  afterAll(() => test.close());

  const login = (payload: string) =>
    test.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload,
    });

  it('refuses a body nested far deeper than any real one with 400, not a stack overflow', async () => {
    const depth = 100_000;
    const response = await login(`${'['.repeat(depth)}${']'.repeat(depth)}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: 'validation.error.invalidRequestFormat' });
  });

  it('refuses nesting beyond the limit inside a field of an ordinary body', async () => {
    const nested = `${'{"a":'.repeat(40)}1${'}'.repeat(40)}`;
    const response = await login(`{"email":${nested},"password":"x"}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: 'validation.error.invalidRequestFormat' });
  });

  it('counts brackets inside strings as text, not nesting', async () => {
    const response = await login(
      JSON.stringify({ email: `${'[{'.repeat(5_000)}@x.test`, password: '"\\[[[' }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).not.toMatchObject({ error: 'validation.error.invalidRequestFormat' });
  });

  it('still refuses malformed JSON as before', async () => {
    const response = await login('{"email": ');
    expect(response.statusCode).toBe(400);
  });
});

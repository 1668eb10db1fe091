import { randomUUID } from 'node:crypto';

import type { FastifyInstance, RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { Role } from '../../../contract/constants.ts';
import { subscriptions } from '../db/tables/subscriptions.ts';
import { createAccessTokens } from '../plugins/auth/access-tokens.ts';
import { bearer } from '../testing/bearer.ts';
import { buildTestApp, testJwtSecret, type TestApp } from '../testing/build-test-app.ts';
import { makeAchievement } from '../testing/make-achievement.ts';
import { makeOrganization } from '../testing/make-organization.ts';
import { makeUser, type TestUser } from '../testing/make-user.ts';
import { testDatabases } from '../testing/test-databases.ts';
import { uploadEvidence } from '../testing/upload-evidence.ts';
import { expectedRouteAccess, type RouteAccess } from '../testing/expected-route-access.ts';

const hourMs = 60 * 60 * 1000;
const tinyPng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

interface Identity {
  name: string;
  /** The role a valid session carries; null for anonymous and for forged or dead tokens. */
  role: Role | null;
  user: TestUser | null;
  /** A valid session gets a fresh token per call, since one of the calls is the logout. */
  authorization: () => Promise<string | null>;
}

const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

function withClaims(token: string, change: Record<string, unknown>): string {
  const [header, payload, signature] = token.split('.');
  const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString()) as object;
  return `${header}.${base64url({ ...claims, ...change })}.${signature}`;
}

async function activeOrganizationSubscription(test: TestApp, organizationId: string) {
  const now = new Date();
  await test.app.db.insert(subscriptions).values({
    organizationId,
    planName: 'Up to 15 teachers',
    status: 'active',
    startsAt: now,
    endsAt: new Date(now.getTime() + 300 * 24 * hourMs),
    teacherLimit: 15,
  });
}

/** The URL of a route with its parameters filled in for the caller. */
function concreteUrl(url: string, caller: Identity): string {
  const ownReads = ['/api/users/:id/development-plans', '/api/users/:id/portfolio.pdf'];
  if (ownReads.includes(url) && caller.user) return url.replace(':id', caller.user.id);
  return url
    .replace(':token', 'a'.repeat(43))
    .replace(':name', `${randomUUID()}.webp`)
    .replace(':method', 'card')
    .replace(/:\w+/g, () => randomUUID());
}

function verdict(
  access: RouteAccess,
  caller: Identity,
): 'unauthenticated' | 'forbidden' | 'allowed' {
  if (access === 'public') return 'allowed';
  if (caller.role === null) return 'unauthenticated';
  if (access === 'signed-in') return 'allowed';
  return (access as readonly string[]).includes(caller.role) ? 'allowed' : 'forbidden';
}

describe.each(testDatabases())('authorization of every API route on $name', ({ name }) => {
  let test: TestApp;
  let app: FastifyInstance;
  const routes: { method: string; url: string }[] = [];
  const identities: Identity[] = [];
  let schoolB: { admin: TestUser; teacher: TestUser };

  beforeAll(async () => {
    test = await buildTestApp({
      database: name,
      onRoute: (route: RouteOptions) => {
        const methods = Array.isArray(route.method) ? route.method : [route.method];
        for (const method of methods) {
          if (method !== 'HEAD' && route.url.startsWith('/api/')) {
            routes.push({ method, url: route.url });
          }
        }
      },
    });
    app = test.app;
    const db = app.db;
    const [organizationA, organizationB] = [await makeOrganization(db), await makeOrganization(db)];
    for (const organization of [organizationA, organizationB]) {
      await activeOrganizationSubscription(test, organization.id);
    }
    const adminA = await makeUser(db, { role: 'org_admin', organizationId: organizationA.id });
    const teacherA = await makeUser(db, { role: 'agent', organizationId: organizationA.id });
    schoolB = {
      admin: await makeUser(db, { role: 'org_admin', organizationId: organizationB.id }),
      teacher: await makeUser(db, { role: 'agent', organizationId: organizationB.id }),
    };
    const superAdmin = await makeUser(db, { role: 'super_admin' });
    const customer = await makeUser(db, { role: 'customer' });

    const valid = (identity: string, user: TestUser): Identity => ({
      name: identity,
      role: user.role,
      user,
      authorization: async () => (await bearer(app, user)).authorization,
    });
    const dead = (identity: string, token: string): Identity => ({
      name: identity,
      role: null,
      user: null,
      authorization: () => Promise.resolve(token),
    });
    identities.push(
      { name: 'anonymous', role: null, user: null, authorization: () => Promise.resolve(null) },
      valid('agent of school A', teacherA),
      valid('org_admin of school A', adminA),
      valid('org_admin of school B', schoolB.admin),
      valid('super_admin', superAdmin),
      valid('customer', customer),
    );

    const revoked = (await bearer(app, teacherA)).authorization;
    const logout = await app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { authorization: revoked },
    });
    expect(logout.statusCode).toBe(200);
    const nineHoursAgo = { now: () => new Date(Date.now() - 9 * hourMs) };
    const expired = await createAccessTokens(testJwtSecret, nineHoursAgo).sign(teacherA);
    const wrongKey = await createAccessTokens('another-secret-of-at-least-32-characters!', {
      now: () => new Date(),
    }).sign(superAdmin);
    const genuine = (await bearer(app, teacherA)).authorization.slice('Bearer '.length);
    const unsigned = `${base64url({ alg: 'none', typ: 'JWT' })}.${genuine.split('.')[1]}.`;
    const superseded = (await bearer(app, customer)).authorization;
    const signOutElsewhere = await app.inject({
      method: 'POST',
      url: '/api/auth/logout-other-devices',
      headers: { authorization: (await bearer(app, customer)).authorization },
    });
    expect(signOutElsewhere.statusCode).toBe(200);
    identities.push(
      dead('revoked token', revoked),
      dead('expired token', `Bearer ${expired}`),
      dead('token signed with another key', `Bearer ${wrongKey}`),
      dead('token with alg none', `Bearer ${unsigned}`),
      dead('token whose role was raised', `Bearer ${withClaims(genuine, { role: 'super_admin' })}`),
      dead('token from before signing out of all other devices', superseded),
    );
  });

  afterAll(() => test.close());

  it('lists every registered route in the permission table, and nothing that is gone', () => {
    const registered = routes.map((route) => `${route.method} ${route.url}`).sort();
    expect(registered).toEqual(Object.keys(expectedRouteAccess).sort());
  });

  it('answers every route as the permission table says, for every kind of caller', async () => {
    const mismatches: string[] = [];
    for (const route of routes) {
      const access = expectedRouteAccess[`${route.method} ${route.url}`];
      if (!access || access === 'socket') continue;
      for (const caller of identities) {
        const authorization = await caller.authorization();
        const response = await app.inject({
          method: route.method as 'GET',
          url: concreteUrl(route.url, caller),
          headers: authorization ? { authorization } : {},
          ...(route.method !== 'GET' && route.method !== 'DELETE' && { payload: {} }),
        });
        const status = response.statusCode;
        const expected = verdict(access, caller);
        const wrong =
          status >= 500 ||
          (expected === 'unauthenticated' && status !== 401) ||
          (expected === 'forbidden' && status !== 403) ||
          (expected === 'allowed' && access !== 'public' && (status === 401 || status === 403));
        if (wrong) mismatches.push(`${route.method} ${route.url} as ${caller.name}: ${status}`);
      }
    }
    expect(mismatches).toEqual([]);
    // Every route for every kind of caller: up to 20 s beside another test file.
  }, 120_000);

  it("never shows one school's records to another school", async () => {
    const teacherB = schoolB.teacher;
    const file = await uploadEvidence(app, teacherB, { content: tinyPng, fileName: 'b.png' });
    expect(file.statusCode).toBe(201);
    const fileId = (file.json() as { result: { id: string } }).result.id;
    const achievement = makeAchievement({ file_ids: [fileId] });
    const created = await app.inject({
      method: 'POST',
      url: '/api/achievements',
      headers: await bearer(app, teacherB),
      payload: achievement,
    });
    expect(created.statusCode).toBe(201);

    const readsOfSchoolB = [
      `/api/achievements/${String(achievement.id)}`,
      `/api/achievements?user_id=${teacherB.id}`,
      `/api/files/${fileId}`,
      `/api/files/${fileId}/thumbnail`,
      `/api/users/${teacherB.id}`,
      `/api/users/${teacherB.id}/development-plans`,
      `/api/users/${teacherB.id}/portfolio.pdf`,
    ];
    const superAdmin = identities.find((identity) => identity.role === 'super_admin');
    for (const outsider of identities.filter((identity) => identity.name.endsWith('school A'))) {
      for (const url of readsOfSchoolB) {
        const response = await app.inject({
          method: 'GET',
          url,
          headers: { authorization: (await outsider.authorization()) ?? '' },
        });
        const leaked =
          response.statusCode === 200 &&
          JSON.stringify(response.json()).includes(String(achievement.id));
        expect(
          [403, 404].includes(response.statusCode) || !leaked,
          `${outsider.name} GET ${url}: ${response.statusCode}`,
        ).toBe(true);
        expect(response.body).not.toContain(teacherB.email);
      }
    }
    for (const url of readsOfSchoolB.filter((url) => !url.includes('?'))) {
      const response = await app.inject({
        method: 'GET',
        url,
        headers: { authorization: (await superAdmin?.authorization()) ?? '' },
      });
      expect(response.statusCode, `super_admin GET ${url}`).toBe(200);
    }
  });
});

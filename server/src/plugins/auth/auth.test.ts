import { eq } from 'drizzle-orm';
import { decodeJwt, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { users } from '../../db/tables/users.ts';
import { bearer } from '../../testing/bearer.ts';
import { authProbeRoutes } from '../../testing/auth-probe-routes.ts';
import { buildTestApp, testJwtSecret, type TestApp } from '../../testing/build-test-app.ts';
import { makeUser, type TestUser } from '../../testing/make-user.ts';
import { testClock } from '../../testing/test-clock.ts';
import { testDatabases } from '../../testing/test-databases.ts';
import { revokedTokens } from '../../db/tables/revoked-tokens.ts';

const eightHoursMs = 8 * 60 * 60 * 1000;

function base64url(value: object): string {
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}

function claimsOf(user: TestUser, nowSeconds: number) {
  return {
    sub: user.id,
    fullName: user.fullName,
    email: user.email,
    profilePictureUrl: null,
    role: user.role,
    organizationId: null,
    iat: nowSeconds,
    exp: nowSeconds + 3600,
    jti: 'probe-token',
  };
}

describe.each(testDatabases())('access tokens and route guards on $name', ({ name }) => {
  const clock = testClock();
  let testApp: TestApp;
  let teacher: TestUser;
  let admin: TestUser;

  beforeAll(async () => {
    testApp = await buildTestApp({ database: name, clock, extraModules: [authProbeRoutes] });
    teacher = await makeUser(testApp.connection.db);
    admin = await makeUser(testApp.connection.db, { role: 'super_admin' });
  });

  afterAll(async () => {
    await testApp.close();
  });

  const me = (headers: Record<string, string> = {}) =>
    testApp.app.inject({ method: 'GET', url: '/api/probe/me', headers });
  const nowSeconds = () => Math.floor(clock.now().getTime() / 1000);

  it('signs HS256 tokens with exactly the spec claims plus iat, jti and ver, valid for 8 hours', async () => {
    const token = await testApp.app.accessTokens.sign(teacher);
    const header = JSON.parse(Buffer.from(token.split('.')[0] ?? '', 'base64url').toString());
    const claims = decodeJwt(token);

    expect(header).toEqual({ alg: 'HS256', typ: 'JWT' });
    expect(Object.keys(claims).sort()).toEqual(
      [
        'sub',
        'fullName',
        'email',
        'profilePictureUrl',
        'role',
        'organizationId',
        'exp',
        'iat',
        'jti',
        'ver',
      ].sort(),
    );
    expect(claims).toMatchObject({ sub: teacher.id, email: teacher.email, role: 'agent' });
    expect((claims.exp ?? 0) - (claims.iat ?? 0)).toBe(8 * 60 * 60);
  });

  it('lets a valid token through and tells the route who called', async () => {
    const response = await me(await bearer(testApp.app, teacher));

    expect(response.statusCode).toBe(200);
    expect(response.json().result).toEqual({ id: teacher.id, role: 'agent' });
  });

  it.each([
    ['no Authorization header', {}],
    ['another scheme', { authorization: 'Basic dXNlcjpwYXNz' }],
    ['a token that is no JWT', { authorization: 'Bearer not-a-jwt' }],
  ])('answers 401 common.error.unauthorized for %s', async (_case, headers) => {
    const response = await me(headers);

    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ success: false, error: 'common.error.unauthorized' });
  });

  it('refuses an unsigned token (alg none)', async () => {
    const token = `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url(claimsOf(teacher, nowSeconds()))}.`;

    const response = await me({ authorization: `Bearer ${token}` });

    expect(response.statusCode).toBe(401);
    expect(response.json().error).toBe('common.error.unauthorized');
  });

  it('refuses a token signed with another key', async () => {
    const token = await new SignJWT(claimsOf(teacher, nowSeconds()))
      .setProtectedHeader({ alg: 'HS256' })
      .sign(new TextEncoder().encode('another-secret-that-is-also-32-characters-long'));

    expect((await me({ authorization: `Bearer ${token}` })).statusCode).toBe(401);
  });

  it('refuses a genuine token whose claims were changed', async () => {
    const token = await testApp.app.accessTokens.sign(teacher);
    const [header, , signature] = token.split('.');
    const promoted = { ...decodeJwt(token), role: 'super_admin' };
    const tampered = `${header}.${base64url(promoted)}.${signature}`;

    const response = await testApp.app.inject({
      method: 'GET',
      url: '/api/probe/super-admin-only',
      headers: { authorization: `Bearer ${tampered}` },
    });

    expect(response.statusCode).toBe(401);
  });

  it('refuses a token signed with the right key but without a jti', async () => {
    const withoutJti: Partial<ReturnType<typeof claimsOf>> = claimsOf(teacher, nowSeconds());
    delete withoutJti.jti;
    const token = await new SignJWT(withoutJti)
      .setProtectedHeader({ alg: 'HS256' })
      .sign(new TextEncoder().encode(testJwtSecret));

    expect((await me({ authorization: `Bearer ${token}` })).statusCode).toBe(401);
  });

  it('refuses a token once its 8 hours are over', async () => {
    const headers = await bearer(testApp.app, teacher);
    clock.advance(eightHoursMs - 1000);
    expect((await me(headers)).statusCode).toBe(200);

    clock.advance(1000);
    const response = await me(headers);

    expect(response.statusCode).toBe(401);
    expect(response.json().error).toBe('common.error.unauthorized');
  });

  it('answers 403 common.error.forbidden for a role the route does not allow', async () => {
    const asTeacher = await testApp.app.inject({
      method: 'GET',
      url: '/api/probe/super-admin-only',
      headers: await bearer(testApp.app, teacher),
    });
    const asAdmin = await testApp.app.inject({
      method: 'GET',
      url: '/api/probe/super-admin-only',
      headers: await bearer(testApp.app, admin),
    });

    expect(asTeacher.statusCode).toBe(403);
    expect(asTeacher.json()).toMatchObject({ success: false, error: 'common.error.forbidden' });
    expect(asAdmin.statusCode).toBe(200);
  });

  it('goes by the role in the database, not the one in the token', async () => {
    const demoted = await makeUser(testApp.connection.db, { role: 'super_admin' });
    const headers = await bearer(testApp.app, demoted);
    await testApp.connection.db
      .update(users)
      .set({ role: 'agent' })
      .where(eq(users.id, demoted.id));

    const response = await testApp.app.inject({
      method: 'GET',
      url: '/api/probe/super-admin-only',
      headers,
    });

    expect(response.statusCode).toBe(403);
  });

  it('refuses the token of a deactivated account with auth.failed.accountInactive', async () => {
    const leaver = await makeUser(testApp.connection.db);
    const headers = await bearer(testApp.app, leaver);
    await testApp.connection.db
      .update(users)
      .set({ isActive: false })
      .where(eq(users.id, leaver.id));

    const response = await me(headers);

    expect(response.statusCode).toBe(401);
    expect(response.json().error).toBe('auth.failed.accountInactive');
  });

  it('refuses the token of a deleted account', async () => {
    const gone = await makeUser(testApp.connection.db);
    const headers = await bearer(testApp.app, gone);
    await testApp.connection.db.delete(users).where(eq(users.id, gone.id));

    expect((await me(headers)).statusCode).toBe(401);
  });

  it('answers 401 common.error.tokenLoggedOut for a revoked token', async () => {
    const headers = await bearer(testApp.app, teacher);
    const jti = decodeJwt(headers.authorization.slice('Bearer '.length)).jti ?? '';
    await testApp.connection.db
      .insert(revokedTokens)
      .values({ jti, expiresAt: new Date(clock.now().getTime() + eightHoursMs) });

    const response = await me(headers);

    expect(response.statusCode).toBe(401);
    expect(response.json().error).toBe('common.error.tokenLoggedOut');
  });

  it('treats reading request.user on a route without auth as a bug', async () => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/api/probe/user-without-auth',
      headers: await bearer(testApp.app, teacher),
    });

    expect(response.statusCode).toBe(500);
  });
});

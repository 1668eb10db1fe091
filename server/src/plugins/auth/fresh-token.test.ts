import { eq } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { freshAccessTokenHeader } from '../../../../contract/access-token.ts';
import { users } from '../../db/tables/users.ts';
import { bearer } from '../../testing/bearer.ts';
import { buildTestApp, type TestApp } from '../../testing/build-test-app.ts';
import { makeOrganization } from '../../testing/make-organization.ts';
import { makeUser } from '../../testing/make-user.ts';

describe('a token that no longer names the account’s role or school', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await buildTestApp();
  });
  afterAll(async () => {
    await testApp.close();
  });

  const profileWith = (headers: { authorization: string }) =>
    testApp.app.inject({ method: 'GET', url: '/api/profile', headers });

  it('is answered with a fresh token for the role and school the account has now', async () => {
    const { db } = testApp.connection;
    const buyer = await makeUser(db, { role: 'agent', organizationId: null });
    const signedInAsTeacher = await bearer(testApp.app, buyer);
    // A school plan's purchase makes the buyer the principal of a new school.
    const school = await makeOrganization(db);
    await db
      .update(users)
      .set({ role: 'org_admin', organizationId: school.id })
      .where(eq(users.id, buyer.id));

    const answer = await profileWith(signedInAsTeacher);
    expect(answer.statusCode).toBe(200);
    const fresh = answer.headers[freshAccessTokenHeader.toLowerCase()];
    expect(typeof fresh).toBe('string');
    expect(decodeJwt(String(fresh))).toMatchObject({
      sub: buyer.id,
      role: 'org_admin',
      organizationId: school.id,
    });
    // The fresh token is one the server takes, and it is current: no other comes with it.
    const again = await profileWith({ authorization: `Bearer ${String(fresh)}` });
    expect(again.statusCode).toBe(200);
    expect(again.headers[freshAccessTokenHeader.toLowerCase()]).toBeUndefined();
  });

  it('sends nothing more beside the answer of a token that is current', async () => {
    const teacher = await makeUser(testApp.connection.db, { role: 'agent' });
    const answer = await profileWith(await bearer(testApp.app, teacher));
    expect(answer.headers[freshAccessTokenHeader.toLowerCase()]).toBeUndefined();
  });
});

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { apiCaller } from '../../testing/api-caller.ts';
import { bearer } from '../../testing/bearer.ts';
import { buildTestApp, type TestApp } from '../../testing/build-test-app.ts';
import { makeOrganization, type TestOrganization } from '../../testing/make-organization.ts';
import { makeUser, type TestUser } from '../../testing/make-user.ts';
import { mailsTo } from '../../testing/outbox.ts';
import { testClock } from '../../testing/test-clock.ts';
import { testDatabases } from '../../testing/test-databases.ts';
import { subscriptions } from '../../db/tables/subscriptions.ts';
import { users } from '../../db/tables/users.ts';
import { invitations } from '../../db/tables/invitations.ts';

const dayMs = 24 * 60 * 60 * 1000;

describe.each(testDatabases())('invitations on $name', ({ name }) => {
  const clock = testClock();
  let testApp: TestApp;
  let school: TestOrganization;
  let otherSchool: TestOrganization;
  let principal: TestUser;

  async function subscribe(organizationId: string, teacherLimit: number) {
    const now = clock.now();
    await testApp.connection.db.insert(subscriptions).values({
      organizationId,
      planName: `Up to ${teacherLimit} teachers`,
      status: 'active',
      teacherLimit,
      startsAt: now,
      endsAt: new Date(now.getTime() + 365 * dayMs),
    });
  }

  beforeAll(async () => {
    testApp = await buildTestApp({ database: name, clock });
    const { db } = testApp.connection;
    school = await makeOrganization(db, { name: `Al-Yamamah ${Date.now()}` });
    otherSchool = await makeOrganization(db);
    await subscribe(school.id, 120);
    principal = await makeUser(db, {
      role: 'org_admin',
      fullName: 'Huda Principal',
      organizationId: school.id,
    });
  });

  afterAll(async () => {
    await testApp.close();
  });

  const call = apiCaller(() => testApp.app);

  const address = () => `invitee.${Math.random().toString(36).slice(2)}@school.test`;

  async function latestToken(email: string): Promise<string> {
    const text = (await mailsTo(testApp.config.dataDir, email)).at(-1)?.text ?? '';
    const token = /\/accept-invitation\?token=([\w-]+)/.exec(text)?.[1];
    if (!token) throw new Error(`no invitation was emailed to ${email}`);
    return token;
  }

  async function invite(email: string, by = principal, role = 'agent') {
    const response = await call(by, 'POST', '/api/invitations', { email, role, job: 'Teacher' });
    expect(response.statusCode).toBe(201);
    return { invitation: response.json().result, token: await latestToken(email.toLowerCase()) };
  }

  describe('sending', () => {
    it('emails a bilingual link to /accept-invitation and keeps only a hash of the token', async () => {
      const email = address();

      const { invitation, token } = await invite(email.toUpperCase());

      expect(invitation).toMatchObject({
        email,
        role: 'agent',
        job: 'Teacher',
        status: 'pending',
        invited_by_name: 'Huda Principal',
      });
      expect(new Date(invitation.expires_at).getTime() - clock.now().getTime()).toBe(7 * dayMs);
      const [mail] = await mailsTo(testApp.config.dataDir, email);
      expect(mail?.text).toContain(`${testApp.config.publicUrl}/accept-invitation?token=${token}`);
      expect(mail?.text).toContain(school.name);
      expect(mail?.text).toMatch(/دعاك Huda Principal/);
      expect(mail?.text).toMatch(/Huda Principal invited you/);
      const [row] = await testApp.connection.db
        .select({ tokenHash: invitations.tokenHash })
        .from(invitations)
        .where(eq(invitations.id, invitation.id));
      expect(row?.tokenHash).not.toContain(token);
    });

    it('refuses a second invitation to the same address: resend instead', async () => {
      const email = address();
      await invite(email);

      const again = await call(principal, 'POST', '/api/invitations', { email });

      expect(again.statusCode).toBe(409);
      expect(again.json().error).toBe('invitations.failed.alreadySent');
    });

    it('answers a replayed request with the same Idempotency-Key once, with one email', async () => {
      const email = address();
      const send = async () =>
        testApp.app.inject({
          method: 'POST',
          url: '/api/invitations',
          headers: {
            ...(await bearer(testApp.app, principal)),
            'idempotency-key': `invite-${email}`,
          },
          payload: { email },
        });

      const first = await send();
      const replay = await send();

      expect(first.statusCode).toBe(201);
      expect(replay.statusCode).toBe(201);
      expect(replay.json().result.id).toBe(first.json().result.id);
      expect(await mailsTo(testApp.config.dataDir, email)).toHaveLength(1);
    });

    it('refuses to invite someone of this school, and invites another school’s member as anyone', async () => {
      const { db } = testApp.connection;
      const ownTeacher = await makeUser(db, { organizationId: school.id });
      const otherTeacher = await makeUser(db, { organizationId: otherSchool.id });

      const own = await call(principal, 'POST', '/api/invitations', { email: ownTeacher.email });
      const other = await call(principal, 'POST', '/api/invitations', {
        email: otherTeacher.email,
      });

      expect(own.statusCode).toBe(409);
      expect(own.json().error).toBe('invitations.failed.userInThisOrganization');
      // Telling the principal would reveal the other school's staff; accepting tells the invitee.
      expect(other.statusCode).toBe(201);
    });

    it('is for principals only, within their own school', async () => {
      const { db } = testApp.connection;
      const teacher = await makeUser(db, { organizationId: school.id });
      const admin = await makeUser(db, { role: 'super_admin' });
      const otherPrincipal = await makeUser(db, {
        role: 'org_admin',
        organizationId: otherSchool.id,
      });
      const { invitation } = await invite(address());

      expect(
        (await call(teacher, 'POST', '/api/invitations', { email: address() })).statusCode,
      ).toBe(403);
      expect((await call(admin, 'GET', '/api/invitations')).statusCode).toBe(403);
      const othersList = await call(otherPrincipal, 'GET', '/api/invitations?page_size=100');
      expect(othersList.json().result.items).toEqual([]);
      expect(
        (await call(otherPrincipal, 'POST', `/api/invitations/${invitation.id}/revoke`)).statusCode,
      ).toBe(404);
      expect(
        (await call(otherPrincipal, 'POST', `/api/invitations/${invitation.id}/resend`)).statusCode,
      ).toBe(404);
    });
  });

  describe('accepting', () => {
    it('shows the school and role without signing in, then joins the invitee with a fresh token', async () => {
      const invitee = await makeUser(testApp.connection.db, { job: null });
      const { token } = await invite(invitee.email);

      const preview = await call(null, 'GET', `/api/invitations/${token}`);
      const accepted = await call(invitee, 'POST', `/api/invitations/${token}/accept`);

      expect(preview.statusCode).toBe(200);
      expect(preview.json().result).toMatchObject({
        email: invitee.email,
        role: 'agent',
        organization_name: school.name,
      });
      expect(accepted.statusCode).toBe(200);
      const fresh = accepted.json().result.access_token as string;
      const claims = JSON.parse(Buffer.from(fresh.split('.')[1] ?? '', 'base64url').toString());
      expect(claims).toMatchObject({ sub: invitee.id, organizationId: school.id, role: 'agent' });
      const [row] = await testApp.connection.db
        .select({
          organizationId: users.organizationId,
          job: users.job,
          schoolName: users.schoolName,
        })
        .from(users)
        .where(eq(users.id, invitee.id));
      expect(row).toEqual({ organizationId: school.id, job: 'Teacher', schoolName: school.name });
      const staff = await call(principal, 'GET', `/api/users?search=${invitee.email}`);
      expect(staff.json().result.items.map((item: { id: string }) => item.id)).toEqual([
        invitee.id,
      ]);
    });

    it('makes the invitee a principal when invited as one', async () => {
      const invitee = await makeUser(testApp.connection.db, { role: 'customer' });
      const { token } = await invite(invitee.email, principal, 'org_admin');

      const accepted = await call(invitee, 'POST', `/api/invitations/${token}/accept`);

      expect(accepted.statusCode).toBe(200);
      const [row] = await testApp.connection.db
        .select({ role: users.role })
        .from(users)
        .where(eq(users.id, invitee.id));
      expect(row?.role).toBe('org_admin');
    });

    it('works once: a second acceptance and the preview then answer invalid or expired', async () => {
      const invitee = await makeUser(testApp.connection.db);
      const { token } = await invite(invitee.email);
      await call(invitee, 'POST', `/api/invitations/${token}/accept`);

      const again = await call(invitee, 'POST', `/api/invitations/${token}/accept`);
      const preview = await call(null, 'GET', `/api/invitations/${token}`);

      expect(again.json().error).toBe('invitations.failed.invalidOrExpired');
      expect(preview.statusCode).toBe(410);
      expect(preview.json().error).toBe('invitations.failed.invalidOrExpired');
    });

    it('refuses an invitee signed in with another address', async () => {
      const invitee = await makeUser(testApp.connection.db);
      const someoneElse = await makeUser(testApp.connection.db);
      const { token } = await invite(invitee.email);

      const response = await call(someoneElse, 'POST', `/api/invitations/${token}/accept`);

      expect(response.statusCode).toBe(403);
      expect(response.json().error).toBe('invitations.failed.emailMismatch');
    });

    it('refuses an invitee who joined this school or another one since', async () => {
      const { db } = testApp.connection;
      const joinedHere = await makeUser(db);
      const joinedElsewhere = await makeUser(db);
      const here = await invite(joinedHere.email);
      const elsewhere = await invite(joinedElsewhere.email);
      await db.update(users).set({ organizationId: school.id }).where(eq(users.id, joinedHere.id));
      await db
        .update(users)
        .set({ organizationId: otherSchool.id })
        .where(eq(users.id, joinedElsewhere.id));

      const sameSchool = await call(joinedHere, 'POST', `/api/invitations/${here.token}/accept`);
      const otherOne = await call(
        joinedElsewhere,
        'POST',
        `/api/invitations/${elsewhere.token}/accept`,
      );

      expect(sameSchool.statusCode).toBe(409);
      expect(sameSchool.json().error).toBe('invitations.failed.userInThisOrganization');
      expect(otherOne.statusCode).toBe(409);
      expect(otherOne.json().error).toBe('invitations.failed.userInAnotherOrganization');
    });

    it('answers 404 for a made-up token and needs a signed-in invitee to accept', async () => {
      const madeUp = 'a'.repeat(43);
      const preview = await call(null, 'GET', `/api/invitations/${madeUp}`);
      const anonymous = await call(null, 'POST', `/api/invitations/${madeUp}/accept`);

      expect(preview.statusCode).toBe(404);
      expect(preview.json().error).toBe('invitations.failed.invalidOrExpired');
      expect(anonymous.statusCode).toBe(401);
    });
  });

  describe('expiry, resend and revoke', () => {
    it('expires after seven days; a resend sends a new link and the old one stops working', async () => {
      const invitee = await makeUser(testApp.connection.db);
      const { invitation, token: oldToken } = await invite(invitee.email);

      clock.advance(7 * dayMs + 1000);
      const expired = await call(invitee, 'POST', `/api/invitations/${oldToken}/accept`);
      const listed = await call(principal, 'GET', '/api/invitations?status=expired&page_size=100');
      const resent = await call(principal, 'POST', `/api/invitations/${invitation.id}/resend`);
      const newToken = await latestToken(invitee.email);
      const old = await call(invitee, 'POST', `/api/invitations/${oldToken}/accept`);
      const accepted = await call(invitee, 'POST', `/api/invitations/${newToken}/accept`);

      expect(expired.statusCode).toBe(410);
      expect(expired.json().error).toBe('invitations.failed.invalidOrExpired');
      expect(listed.json().result.items.map((item: { id: string }) => item.id)).toContain(
        invitation.id,
      );
      expect(resent.statusCode).toBe(200);
      expect(resent.json().result.status).toBe('pending');
      expect(newToken).not.toBe(oldToken);
      expect(old.statusCode).toBe(404);
      expect(accepted.statusCode).toBe(200);
      const acceptedList = await call(
        principal,
        'GET',
        '/api/invitations?status=accepted&page_size=100',
      );
      expect(acceptedList.json().result.items.map((item: { id: string }) => item.id)).toContain(
        invitation.id,
      );
    });

    it('revokes: the link stops working, and a revoked or accepted one cannot be resent', async () => {
      const invitee = await makeUser(testApp.connection.db);
      const { invitation, token } = await invite(invitee.email);

      const revoked = await call(principal, 'POST', `/api/invitations/${invitation.id}/revoke`);
      const accept = await call(invitee, 'POST', `/api/invitations/${token}/accept`);
      const resend = await call(principal, 'POST', `/api/invitations/${invitation.id}/resend`);
      const revokeAgain = await call(principal, 'POST', `/api/invitations/${invitation.id}/revoke`);
      const inviteAgain = await call(principal, 'POST', '/api/invitations', {
        email: invitee.email,
      });

      expect(revoked.json().result.status).toBe('revoked');
      expect(accept.statusCode).toBe(410);
      expect(resend.statusCode).toBe(409);
      expect(resend.json().error).toBe('invitations.failed.closed');
      expect(revokeAgain.statusCode).toBe(409);
      expect(inviteAgain.statusCode).toBe(201);
    });
  });

  describe('the teacher limit', () => {
    it('counts open invitations and every staff member at the tier’s cap, and acceptance stays within it', async () => {
      const { db } = testApp.connection;
      const small = await makeOrganization(db);
      await subscribe(small.id, 15);
      // The principal holds a seat too: no payment of theirs bought this plan.
      const head = await makeUser(db, { role: 'org_admin', organizationId: small.id });
      for (let index = 0; index < 13; index += 1) await makeUser(db, { organizationId: small.id });
      const invitee = await makeUser(db);
      const last = await invite(invitee.email, head);

      const overCap = await call(head, 'POST', '/api/invitations', { email: address() });
      const principalInvite = await call(head, 'POST', '/api/invitations', {
        email: address(),
        role: 'org_admin',
      });
      const usage = await call(head, 'GET', '/api/organizations/current/teacher-usage');

      expect(overCap.statusCode).toBe(422);
      expect(overCap.json().error).toBe('validation.error.teacherLimitExceeded');
      expect(principalInvite.statusCode).toBe(422);
      expect(principalInvite.json().error).toBe('validation.error.teacherLimitExceeded');
      expect(usage.json().result).toEqual({
        active_teachers: 14,
        pending_invitations: 1,
        teacher_limit: 15,
      });

      // The school fills up another way before the invitee accepts.
      await makeUser(db, { organizationId: small.id });
      const refused = await call(invitee, 'POST', `/api/invitations/${last.token}/accept`);
      expect(refused.statusCode).toBe(422);
      expect(refused.json().error).toBe('validation.error.teacherLimitExceeded');
      const [row] = await db
        .select({ organizationId: users.organizationId })
        .from(users)
        .where(eq(users.id, invitee.id));
      expect(row?.organizationId).toBeNull();
    });

    it('refuses teacher invitations from a school without an active subscription', async () => {
      const { db } = testApp.connection;
      const unsubscribed = await makeOrganization(db);
      const head = await makeUser(db, { role: 'org_admin', organizationId: unsubscribed.id });

      const response = await call(head, 'POST', '/api/invitations', { email: address() });

      expect(response.statusCode).toBe(422);
    });
  });
});

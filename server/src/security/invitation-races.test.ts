import { eq, inArray, isNotNull, and } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import {
  invitationTokenHash,
  newInvitationToken,
} from '../modules/invitations/invitation-token.ts';
import { invitations } from '../db/tables/invitations.ts';
import { subscriptions } from '../db/tables/subscriptions.ts';
import { users } from '../db/tables/users.ts';
import { bearer } from '../testing/bearer.ts';
import { buildTestApp, type TestApp } from '../testing/build-test-app.ts';
import { makeOrganization } from '../testing/make-organization.ts';
import { makeUser, type TestUser } from '../testing/make-user.ts';
import { testDatabases } from '../testing/test-databases.ts';

const dayMs = 24 * 60 * 60 * 1000;

/**
 * One person, two schools' invitations, both accepted at the same moment: exactly one school
 * gets them and only its invitation is used (issue 18, item 10). On PGlite, whose one
 * connection runs one transaction at a time, this checks the outcome; the race is run on
 * PostgreSQL when TEST_DATABASE_URL is set.
 */
describe.each(testDatabases())('two invitations accepted at once on $name', ({ name }) => {
  let test: TestApp;

  beforeAll(async () => {
    test = await buildTestApp({ database: name });
  });

  afterAll(() => test.close());

  /** A school with room for teachers and a pending invitation of `email`; answers its token. */
  async function schoolInviting(email: string) {
    const { db } = test.connection;
    const school = await makeOrganization(db);
    const now = new Date();
    await db.insert(subscriptions).values({
      organizationId: school.id,
      planName: 'Up to 25 teachers',
      status: 'active',
      teacherLimit: 25,
      startsAt: now,
      endsAt: new Date(now.getTime() + 200 * dayMs),
    });
    const token = newInvitationToken();
    const [invitation] = await db
      .insert(invitations)
      .values({
        organizationId: school.id,
        email,
        role: 'agent',
        tokenHash: invitationTokenHash(token),
        sentAt: now,
        expiresAt: new Date(now.getTime() + 7 * dayMs),
      })
      .returning();
    if (!invitation) throw new Error('no invitation');
    return { schoolId: school.id, invitationId: invitation.id, token };
  }

  const accept = async (invitee: TestUser, token: string) =>
    test.app.inject({
      method: 'POST',
      url: `/api/invitations/${token}/accept`,
      headers: await bearer(test.app, invitee),
    });

  it('joins exactly one school and uses only its invitation', async () => {
    const rounds = await Promise.all(
      Array.from({ length: 6 }, async () => {
        const invitee = await makeUser(test.connection.db, { organizationId: null });
        const first = await schoolInviting(invitee.email);
        const second = await schoolInviting(invitee.email);
        const answers = await Promise.all([
          accept(invitee, first.token),
          accept(invitee, second.token),
        ]);
        const used = await test.connection.db
          .select({ organizationId: invitations.organizationId })
          .from(invitations)
          .where(
            and(
              inArray(invitations.id, [first.invitationId, second.invitationId]),
              isNotNull(invitations.acceptedAt),
            ),
          );
        const [joined] = await test.connection.db
          .select({ organizationId: users.organizationId })
          .from(users)
          .where(eq(users.id, invitee.id));
        return {
          statuses: answers.map((answer) => answer.statusCode).sort(),
          usedInvitations: used.length,
          joinedTheSchoolItAccepted: used[0]?.organizationId === joined?.organizationId,
        };
      }),
    );
    for (const round of rounds) {
      expect(round).toEqual({
        statuses: [200, 409],
        usedInvitations: 1,
        joinedTheSchoolItAccepted: true,
      });
    }
  });
});

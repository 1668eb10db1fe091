import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';

import { users } from '../../db/tables/users.ts';
import { apiCaller } from '../../testing/api-caller.ts';
import { bearer } from '../../testing/bearer.ts';
import { buildTestApp, type TestApp } from '../../testing/build-test-app.ts';
import { giveTrial } from '../../testing/give-trial.ts';
import { makeAchievement } from '../../testing/make-achievement.ts';
import { makeOrganization } from '../../testing/make-organization.ts';
import { makeUser, type TestUser } from '../../testing/make-user.ts';
import { pullPage } from '../../testing/pull-changes.ts';
import { testDatabases } from '../../testing/test-databases.ts';

interface WireAchievement {
  id: string;
  version: number;
  review_status: string;
  reviews: { decision: string; comment: string; reviewer_name: string }[];
}

describe.each(testDatabases())('evidence review on $name', ({ name }) => {
  let testApp: TestApp;
  let teacher: TestUser;
  let colleague: TestUser;
  let principal: TestUser;
  let otherPrincipal: TestUser;
  let superAdmin: TestUser;

  beforeAll(async () => {
    testApp = await buildTestApp({ database: name });
    const { db } = testApp.connection;
    const school = await makeOrganization(db);
    const otherSchool = await makeOrganization(db);
    teacher = await makeUser(db, { organizationId: school.id, fullName: 'Nora Teacher' });
    colleague = await makeUser(db, { organizationId: school.id });
    principal = await makeUser(db, {
      organizationId: school.id,
      role: 'org_admin',
      fullName: 'Huda Principal',
    });
    otherPrincipal = await makeUser(db, { organizationId: otherSchool.id, role: 'org_admin' });
    superAdmin = await makeUser(db, { role: 'super_admin' });
    for (const user of [teacher, colleague, principal, otherPrincipal]) {
      await giveTrial(db, user.id);
    }
  });

  afterAll(async () => {
    await testApp.close();
  });

  const call = apiCaller(() => testApp.app);

  async function recordEvidence(owner: TestUser, description = 'Open lesson on fractions') {
    const response = await call(
      owner,
      'POST',
      '/api/achievements',
      makeAchievement({ description }),
    );
    expect(response.statusCode).toBe(201);
    return response.json().result as WireAchievement;
  }

  function review(reviewer: TestUser, achievement: WireAchievement, body: object) {
    return call(reviewer, 'POST', `/api/achievements/${achievement.id}/reviews`, {
      version: achievement.version,
      ...body,
    });
  }

  it('starts awaiting review and shows the principal’s decision to the teacher', async () => {
    const evidence = await recordEvidence(teacher);
    expect(evidence.review_status).toBe('pending');
    expect(evidence.reviews).toEqual([]);

    const returned = await review(principal, evidence, {
      decision: 'returned',
      comment: 'أضيفي صورة من الحصة',
    });

    expect(returned.statusCode).toBe(201);
    const read = await call(teacher, 'GET', `/api/achievements/${evidence.id}`);
    expect(read.json().result).toMatchObject({
      review_status: 'returned',
      version: evidence.version,
      reviews: [
        { decision: 'returned', comment: 'أضيفي صورة من الحصة', reviewer_name: 'Huda Principal' },
      ],
    });
  });

  it('puts a returned achievement back to awaiting review when the teacher resubmits it, keeping the history', async () => {
    const evidence = await recordEvidence(teacher);
    await review(principal, evidence, { decision: 'returned', comment: 'Name the class' });

    const resubmitted = await call(teacher, 'PUT', `/api/achievements/${evidence.id}`, {
      ...makeAchievement({ description: 'Open lesson on fractions, grade 5B' }),
      version: evidence.version,
    });

    expect(resubmitted.statusCode).toBe(200);
    const record = resubmitted.json().result as WireAchievement;
    expect(record.review_status).toBe('pending');
    expect(record.reviews.map((entry) => entry.decision)).toEqual(['returned']);

    const accepted = await review(principal, record, { decision: 'accepted' });
    expect(accepted.statusCode).toBe(201);
    expect(accepted.json().result).toMatchObject({
      review_status: 'accepted',
      reviews: [{ decision: 'returned' }, { decision: 'accepted', comment: '' }],
    });
  });

  it('requires a comment when returning', async () => {
    const evidence = await recordEvidence(teacher);

    const response = await review(principal, evidence, { decision: 'returned', comment: '  ' });

    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toContainEqual(
      expect.objectContaining({ field: 'comment', key: 'validation.error.required' }),
    );
  });

  it('refuses a decision on a version the teacher has changed since, answering the new one', async () => {
    const evidence = await recordEvidence(teacher);
    await call(teacher, 'PUT', `/api/achievements/${evidence.id}`, {
      ...makeAchievement({ description: 'Changed meanwhile' }),
      version: evidence.version,
    });

    const response = await review(principal, evidence, { decision: 'accepted' });

    expect(response.statusCode).toBe(409);
    expect(response.json().error).toBe('achievementReviews.failed.changedSinceRead');
    expect(response.json().result.version).toBe(evidence.version + 1);
  });

  it('lets a teacher’s offline edit based on the reviewed version apply', async () => {
    const evidence = await recordEvidence(teacher);
    await review(principal, evidence, { decision: 'accepted' });

    const edited = await call(teacher, 'PUT', `/api/achievements/${evidence.id}`, {
      ...makeAchievement({ description: 'Edited on the bus, offline' }),
      version: evidence.version,
    });

    expect(edited.statusCode).toBe(200);
    expect(edited.json().result.review_status).toBe('pending');
  });

  it('lets only a principal of the teacher’s school or the super admin review, never the owner', async () => {
    const evidence = await recordEvidence(teacher);
    const ownPrincipalEvidence = await recordEvidence(principal);

    expect((await review(teacher, evidence, { decision: 'accepted' })).statusCode).toBe(403);
    expect((await review(colleague, evidence, { decision: 'accepted' })).statusCode).toBe(403);
    expect((await review(otherPrincipal, evidence, { decision: 'accepted' })).statusCode).toBe(404);
    const own = await review(principal, ownPrincipalEvidence, { decision: 'accepted' });
    expect(own.statusCode).toBe(403);
    expect(own.json().error).toBe('achievementReviews.failed.ownWork');
    expect((await review(superAdmin, evidence, { decision: 'accepted' })).statusCode).toBe(201);
  });

  it('leaves a principal’s evidence to the super admin, as a principal’s plan and evaluation are', async () => {
    const { db } = testApp.connection;
    const school = await makeOrganization(db);
    const head = await makeUser(db, { organizationId: school.id, role: 'org_admin' });
    const deputy = await makeUser(db, { organizationId: school.id, role: 'org_admin' });
    for (const user of [head, deputy]) await giveTrial(db, user.id);
    const deputyEvidence = await recordEvidence(deputy, 'The deputy’s open lesson');

    const byHead = await review(head, deputyEvidence, { decision: 'accepted' });
    const queue = await call(head, 'GET', '/api/achievements/awaiting-review');
    const dashboard = await call(head, 'GET', '/api/dashboard');

    expect(byHead.statusCode).toBe(403);
    expect(queue.json().result).toEqual({ items: [], count: 0 });
    expect(dashboard.json().result.awaiting_review).toEqual([]);
    expect((await review(superAdmin, deputyEvidence, { decision: 'accepted' })).statusCode).toBe(
      201,
    );
  });

  it('lists what awaits the principal, oldest change first, with counts per teacher', async () => {
    const { db } = testApp.connection;
    const school = await makeOrganization(db);
    const head = await makeUser(db, { organizationId: school.id, role: 'org_admin' });
    const first = await makeUser(db, { organizationId: school.id, fullName: 'First Teacher' });
    const second = await makeUser(db, { organizationId: school.id, fullName: 'Second Teacher' });
    for (const user of [head, first, second]) await giveTrial(db, user.id);
    const older = await recordEvidence(first, 'Older');
    const newer = await recordEvidence(second, 'Newer');
    const settled = await recordEvidence(second, 'Already accepted');
    await recordEvidence(head, 'The principal’s own');
    await review(head, settled, { decision: 'accepted' });
    const returned = await recordEvidence(first, 'Returned');
    await review(head, returned, { decision: 'returned', comment: 'Add the date' });

    const queue = await call(head, 'GET', '/api/achievements/awaiting-review');
    const ofSecond = await call(
      head,
      'GET',
      `/api/achievements/awaiting-review?user_id=${second.id}`,
    );
    const coverage = await call(head, 'GET', '/api/organizations/current/staff-coverage');

    expect(queue.statusCode).toBe(200);
    expect(
      queue
        .json()
        .result.items.map((entry: { id: string; owner_name: string }) => [
          entry.id,
          entry.owner_name,
        ]),
    ).toEqual([
      [older.id, 'First Teacher'],
      [newer.id, 'Second Teacher'],
    ]);
    expect(queue.json().result.count).toBe(2);
    expect(ofSecond.json().result.items.map((entry: { id: string }) => entry.id)).toEqual([
      newer.id,
    ]);
    expect(coverage.json().result).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ user_id: first.id, awaiting_review: 1, returned: 1 }),
        expect.objectContaining({ user_id: second.id, awaiting_review: 1, returned: 0 }),
      ]),
    );
    expect(
      (await call(otherPrincipal, 'GET', `/api/achievements/awaiting-review?user_id=${first.id}`))
        .statusCode,
    ).toBe(403);
    expect((await call(first, 'GET', '/api/achievements/awaiting-review')).statusCode).toBe(403);
  });

  it('leaves a deactivated member’s evidence out of the school’s queue, as the dashboard does', async () => {
    const { db } = testApp.connection;
    const school = await makeOrganization(db);
    const head = await makeUser(db, { organizationId: school.id, role: 'org_admin' });
    const staying = await makeUser(db, { organizationId: school.id, fullName: 'Staying Teacher' });
    const leaving = await makeUser(db, { organizationId: school.id, fullName: 'Leaving Teacher' });
    for (const user of [head, staying, leaving]) await giveTrial(db, user.id);
    const kept = await recordEvidence(staying, 'Still here');
    await recordEvidence(leaving, 'Sent before leaving');
    await db.update(users).set({ isActive: false }).where(eq(users.id, leaving.id));

    const queue = await call(head, 'GET', '/api/achievements/awaiting-review');
    expect(queue.json().result.items.map((entry: { id: string }) => entry.id)).toEqual([kept.id]);
    expect(queue.json().result.count).toBe(1);
    const dashboard = await call(head, 'GET', '/api/dashboard');
    expect(
      dashboard.json().result.awaiting_review.map((entry: { user_id: string }) => entry.user_id),
    ).toEqual([staying.id]);
  });

  it('pages a long queue: a few at a time, from after what the principal skipped, with the count left', async () => {
    const { db } = testApp.connection;
    const school = await makeOrganization(db);
    const head = await makeUser(db, { organizationId: school.id, role: 'org_admin' });
    const member = await makeUser(db, { organizationId: school.id });
    for (const user of [head, member]) await giveTrial(db, user.id);
    const recorded = [];
    for (let index = 0; index < 5; index += 1) {
      recorded.push(await recordEvidence(member, `Lesson ${index + 1}`));
    }

    const firstPage = await call(head, 'GET', '/api/achievements/awaiting-review?limit=2');
    const page = firstPage.json().result as {
      items: { id: string; updated_at: string }[];
      count: number;
    };
    expect(page.items.map((entry) => entry.id)).toEqual([recorded[0]?.id, recorded[1]?.id]);
    expect(page.count).toBe(5);

    // Skipping the first two: the next page starts after the second.
    const skipped = page.items[1];
    const after = await call(
      head,
      'GET',
      `/api/achievements/awaiting-review?limit=2&after_updated_at=${encodeURIComponent(
        skipped?.updated_at ?? '',
      )}&after_id=${skipped?.id}`,
    );
    const next = after.json().result as { items: { id: string }[]; count: number };
    expect(next.items.map((entry) => entry.id)).toEqual([recorded[2]?.id, recorded[3]?.id]);
    expect(next.count).toBe(3);

    const halfCursor = await call(
      head,
      'GET',
      `/api/achievements/awaiting-review?after_id=${skipped?.id}`,
    );
    expect(halfCursor.statusCode).toBe(400);
    const tooMany = await call(head, 'GET', '/api/achievements/awaiting-review?limit=100000');
    expect(tooMany.statusCode).toBe(400);
  });

  it('brings the review to the teacher’s device through the sync pull', async () => {
    const evidence = await recordEvidence(teacher, 'Pulled after review');
    const before = await pullPage(testApp.app, teacher);

    await review(principal, evidence, { decision: 'returned', comment: 'Which class?' });
    const after = await pullPage(testApp.app, teacher, { cursor: before.cursor });

    const change = after.changes.find((entry) => entry.id === evidence.id);
    expect(change?.record).toMatchObject({
      review_status: 'returned',
      reviews: [{ decision: 'returned', comment: 'Which class?' }],
    });
  });

  it('answers a changed list after a review, though the achievement’s version is the same', async () => {
    const evidence = await recordEvidence(colleague, 'Tagged');
    const first = await call(colleague, 'GET', '/api/achievements');
    const tag = first.headers.etag as string;

    await review(principal, evidence, { decision: 'accepted' });
    const again = await testApp.app.inject({
      method: 'GET',
      url: '/api/achievements',
      headers: { ...(await bearer(testApp.app, colleague)), 'if-none-match': tag },
    });

    expect(again.statusCode).toBe(200);
    expect(
      again.json().result.find((entry: WireAchievement) => entry.id === evidence.id).review_status,
    ).toBe('accepted');
  });
});

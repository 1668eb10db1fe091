import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { users } from '../db/tables/users.ts';
import { apiCaller } from '../testing/api-caller.ts';
import { buildTestApp, type TestApp } from '../testing/build-test-app.ts';
import { giveTrial } from '../testing/give-trial.ts';
import { jobDutiesCriterionId, makeAchievement } from '../testing/make-achievement.ts';
import { makeOrganization } from '../testing/make-organization.ts';
import { makeUser, type TestUser } from '../testing/make-user.ts';
import { normalisedText, pdfText } from '../testing/pdf-text.ts';
import { testDatabases } from '../testing/test-databases.ts';
import { uploadEvidence } from '../testing/upload-evidence.ts';

/**
 * Issue 32, items 2 and 3: a shared portfolio a supervisor can trust (review status, accepted
 * evidence only, enforced by the server) and a link that follows only the school that made it.
 */
describe.each(testDatabases())('a portfolio a supervisor can trust on $name', ({ name }) => {
  let testApp: TestApp;
  let teacher: TestUser;
  let principal: TestUser;
  let newSchoolId: string;
  const evidence = { accepted: '', returned: '', pending: '' };
  let videoId = '';

  const call = apiCaller(() => testApp.app, { prefix: '/api' });

  async function record(description: string, fileIds: string[] = []) {
    const response = await call(
      teacher,
      'POST',
      '/achievements',
      makeAchievement({
        description,
        event_start_at: '2026-09-15T08:00:00+03:00',
        criterion_ids: [jobDutiesCriterionId],
        file_ids: fileIds,
      }),
    );
    expect(response.statusCode, response.body).toBe(201);
    return response.json().result as { id: string; version: number };
  }

  async function review(achievement: { id: string; version: number }, decision: string) {
    const response = await call(principal, 'POST', `/achievements/${achievement.id}/reviews`, {
      decision,
      comment: decision === 'returned' ? 'Add the lesson plan' : '',
      version: achievement.version,
    });
    expect(response.statusCode, response.body).toBeLessThan(300);
  }

  async function share(body: object = {}) {
    const response = await call(principal, 'POST', '/portfolio-shares', {
      user_id: teacher.id,
      year: 2026,
      lang: 'en',
      ...body,
    });
    expect(response.statusCode, response.body).toBe(201);
    const created = response.json().result;
    return { ...created, token: String(created.url).split('/share/')[1] ?? '' };
  }

  const descriptionsOf = (portfolio: { criteria: { evidence: { description: string }[] }[] }) =>
    portfolio.criteria.flatMap((criterion) => criterion.evidence.map((item) => item.description));

  beforeAll(async () => {
    testApp = await buildTestApp({ database: name });
    const db = testApp.connection.db;
    const school = await makeOrganization(db, { name: 'Al-Noor Secondary' });
    newSchoolId = (await makeOrganization(db, { name: 'Al-Amal School' })).id;
    principal = await makeUser(db, {
      fullName: 'Fatima Al-Otaibi',
      role: 'org_admin',
      organizationId: school.id,
    });
    teacher = await makeUser(db, { fullName: 'Sara Ahmed', organizationId: school.id });
    for (const user of [teacher, principal]) await giveTrial(db, user.id);
    const video = await uploadEvidence(testApp.app, teacher, {
      content: Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(200, 0x20)]),
      fileName: 'lesson-plan.pdf',
    });
    expect(video.statusCode, video.body).toBe(201);
    videoId = video.json().result.id;
    const accepted = await record('Accepted open lesson', [videoId]);
    const returned = await record('Returned workshop');
    const pending = await record('Unreviewed club');
    await review(accepted, 'accepted');
    await review(returned, 'returned');
    Object.assign(evidence, { accepted: accepted.id, returned: returned.id, pending: pending.id });
  });

  afterAll(async () => {
    await testApp.close();
  });

  it('shows each item’s review status on the shared page: accepted with date and reviewer', async () => {
    const link = await share();
    const view = (await call(undefined, 'GET', `/shared-portfolios/${link.token}`)).json().result;
    const items = view.criteria.flatMap(
      (criterion: { evidence: object[] }) => criterion.evidence,
    ) as {
      id: string;
      review: { status: string; reviewer_name: string | null; reviewed_at: string | null };
    }[];
    const byId = new Map(items.map((item) => [item.id, item.review]));
    expect(byId.get(evidence.accepted)).toMatchObject({
      status: 'accepted',
      reviewer_name: 'Fatima Al-Otaibi',
    });
    expect(byId.get(evidence.accepted)?.reviewed_at).toEqual(expect.any(String));
    expect(byId.get(evidence.returned)?.status).toBe('returned');
    expect(byId.get(evidence.pending)?.status).toBe('pending');
  });

  it('prints each item’s review status in the PDF', async () => {
    const pdf = await call(
      principal,
      'GET',
      `/users/${teacher.id}/portfolio.pdf?year=2026&lang=en`,
    );
    const text = normalisedText(pdfText(pdf.rawPayload));
    expect(text).toContain('Accepted by Fatima Al-Otaibi on');
    expect(text).toContain('Returned to the staff member for changes');
    expect(text).toContain('Awaiting the principal’s review');
  });

  it('downloads accepted evidence only when the teacher asks for it', async () => {
    const pdf = await call(teacher, 'GET', '/portfolio.pdf?year=2026&lang=en&accepted_only=true');
    const text = normalisedText(pdfText(pdf.rawPayload));
    expect(text).toContain('Accepted open lesson');
    expect(text).not.toContain('Returned workshop');
    expect(text).not.toContain('Unreviewed club');
    expect(text).toContain('Evidence accepted by the principal only');
    const bad = await call(teacher, 'GET', '/portfolio.pdf?year=2026&accepted_only=maybe');
    expect(bad.statusCode).toBe(400);
  });

  it('keeps a link made for accepted evidence to accepted evidence, on the page and in its PDF', async () => {
    const link = await share({ accepted_only: true });
    expect(link.accepted_only).toBe(true);
    const view = (await call(undefined, 'GET', `/shared-portfolios/${link.token}`)).json().result;
    expect(view.accepted_only).toBe(true);
    expect(descriptionsOf(view)).toEqual(['Accepted open lesson']);
    // The visitor cannot widen it: the PDF takes no such choice from the query.
    const pdf = await call(
      undefined,
      'GET',
      `/shared-portfolios/${link.token}/portfolio.pdf?accepted_only=false`,
    );
    const text = normalisedText(pdfText(pdf.rawPayload));
    expect(text).toContain('Accepted open lesson');
    expect(text).not.toContain('Unreviewed club');
  });

  it('opens a document of the shared portfolio through the link, which its QR code prints', async () => {
    const link = await share();
    const file = await call(undefined, 'GET', `/shared-portfolios/${link.token}/files/${videoId}`);
    expect(file.statusCode).toBe(200);
    expect(file.headers['cache-control']).toBe('private, no-store');
    expect(file.headers['content-disposition']).toContain('attachment');
    const pdf = await call(undefined, 'GET', `/shared-portfolios/${link.token}/portfolio.pdf`);
    expect(pdf.rawPayload.toString('latin1')).toContain(
      `/api/shared-portfolios/${link.token}/files/${videoId}`,
    );
  });

  it('dies when the teacher moves school, and never shows the new school', async () => {
    const link = await share();
    expect((await call(undefined, 'GET', `/shared-portfolios/${link.token}`)).statusCode).toBe(200);
    await testApp.connection.db
      .update(users)
      .set({ organizationId: newSchoolId })
      .where(eq(users.id, teacher.id));
    try {
      for (const path of ['', '/portfolio.pdf', `/files/${videoId}`]) {
        const response = await call(undefined, 'GET', `/shared-portfolios/${link.token}${path}`);
        expect(response.statusCode, path).toBe(404);
        expect(response.json().error).toBe('common.error.notFound');
      }
    } finally {
      await testApp.connection.db
        .update(users)
        .set({ organizationId: principal.organizationId })
        .where(eq(users.id, teacher.id));
    }
  });

  it('shows only the evidence recorded at the school that made the link', async () => {
    const db = testApp.connection.db;
    // Evidence written at another school before the teacher joined this one.
    await db.update(users).set({ organizationId: newSchoolId }).where(eq(users.id, teacher.id));
    await record('Written at the old school');
    await db
      .update(users)
      .set({ organizationId: principal.organizationId })
      .where(eq(users.id, teacher.id));
    const link = await share();
    const view = (await call(undefined, 'GET', `/shared-portfolios/${link.token}`)).json().result;
    expect(descriptionsOf(view)).not.toContain('Written at the old school');
    expect(descriptionsOf(view)).toContain('Accepted open lesson');
  });
});

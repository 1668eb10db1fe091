import { randomUUID } from 'node:crypto';

import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { portfolioShares } from '../../db/tables/portfolio-shares.ts';
import { evaluations } from '../../db/tables/evaluations.ts';
import { apiCaller } from '../../testing/api-caller.ts';
import { buildTestApp, type TestApp } from '../../testing/build-test-app.ts';
import { giveTrial } from '../../testing/give-trial.ts';
import { jobDutiesCriterionId, makeAchievement } from '../../testing/make-achievement.ts';
import { makeOrganization } from '../../testing/make-organization.ts';
import { makeUser, type TestUser } from '../../testing/make-user.ts';
import { normalisedText, pdfText } from '../../testing/pdf-text.ts';
import { testClock, type TestClock } from '../../testing/test-clock.ts';
import { testDatabases } from '../../testing/test-databases.ts';
import { uploadEvidence } from '../../testing/upload-evidence.ts';

const dayMs = 24 * 60 * 60 * 1000;

describe.each(testDatabases())('portfolio share links on $name', ({ name }) => {
  let testApp: TestApp;
  let clock: TestClock;
  let teacher: TestUser;
  let colleague: TestUser;
  let principal: TestUser;
  let otherPrincipal: TestUser;
  let superAdmin: TestUser;
  let otherTeacher: TestUser;
  /** Photos by where they are: only `shown` belongs to the shared portfolio. */
  const photos = { shown: '', otherYear: '', unattached: '', otherTeacher: '', deletedLater: '' };
  let deletedLaterAchievement = { id: '', version: 1 };

  const call = apiCaller(() => testApp.app, { prefix: '/api' });

  async function anonymous(url: string, remoteAddress = '203.0.113.1') {
    return testApp.app.inject({ method: 'GET', url: `/api${url}`, remoteAddress });
  }

  async function share(by: TestUser, body: object = {}) {
    const response = await call(by, 'POST', '/portfolio-shares', { year: 2026, ...body });
    expect(response.statusCode, response.body).toBe(201);
    const created = response.json().result;
    return { ...created, token: String(created.url).split('/share/')[1] ?? '' };
  }

  async function photo(owner: TestUser, colour: string) {
    const content = await sharp({
      create: { width: 64, height: 48, channels: 3, background: colour },
    })
      .png()
      .toBuffer();
    const uploaded = await uploadEvidence(testApp.app, owner, { content, fileName: 'p.png' });
    expect(uploaded.statusCode).toBe(201);
    return String(uploaded.json().result.id);
  }

  async function achievement(owner: TestUser, fileId: string, overrides: object = {}) {
    const response = await call(
      owner,
      'POST',
      '/achievements',
      makeAchievement({
        event_start_at: '2026-09-15T08:00:00+03:00',
        criterion_ids: [jobDutiesCriterionId],
        file_ids: [fileId],
        ...overrides,
      }),
    );
    expect(response.statusCode, response.body).toBe(201);
    return response.json().result as { id: string; version: number };
  }

  beforeAll(async () => {
    clock = testClock();
    testApp = await buildTestApp({ database: name, clock });
    const db = testApp.connection.db;
    const school = await makeOrganization(db);
    const otherSchool = await makeOrganization(db);
    principal = await makeUser(db, {
      fullName: 'Fatima Al-Otaibi',
      role: 'org_admin',
      organizationId: school.id,
    });
    teacher = await makeUser(db, { fullName: 'Sara Ahmed', organizationId: school.id });
    colleague = await makeUser(db, { organizationId: school.id });
    otherPrincipal = await makeUser(db, { role: 'org_admin', organizationId: otherSchool.id });
    otherTeacher = await makeUser(db, { organizationId: otherSchool.id });
    superAdmin = await makeUser(db, { role: 'super_admin' });
    await giveTrial(db, teacher.id);
    await giveTrial(db, otherTeacher.id);

    photos.shown = await photo(teacher, '#1c7ed6');
    await achievement(teacher, photos.shown, { description: 'Open lesson on fractions' });
    photos.otherYear = await photo(teacher, '#2f9e44');
    await achievement(teacher, photos.otherYear, {
      description: 'Evidence from the year before',
      event_start_at: '2026-03-01T08:00:00+03:00',
    });
    photos.unattached = await photo(teacher, '#e8590c');
    photos.deletedLater = await photo(teacher, '#ae3ec9');
    deletedLaterAchievement = await achievement(teacher, photos.deletedLater, {
      description: 'Evidence deleted after sharing',
    });
    photos.otherTeacher = await photo(otherTeacher, '#f08c00');
    await achievement(otherTeacher, photos.otherTeacher, { description: 'Another school' });
  });

  afterAll(async () => {
    await testApp.close();
  });

  describe('who manages links', () => {
    it('lets the teacher, their principal and the super admin make and list them', async () => {
      const own = await share(teacher, { expires_in_days: 7 });
      const byPrincipal = await share(principal, { user_id: teacher.id });
      const byAdmin = await share(superAdmin, { user_id: teacher.id, expires_in_days: 90 });

      expect(own).toMatchObject({ owner_id: teacher.id, school_year: 2026, status: 'active' });
      expect(Date.parse(own.expires_at) - Date.parse(own.created_at)).toBe(7 * dayMs);
      expect(Date.parse(byPrincipal.expires_at) - Date.parse(byPrincipal.created_at)).toBe(
        30 * dayMs,
      );
      expect(byPrincipal.created_by_name).toBe('Fatima Al-Otaibi');
      for (const reader of [teacher, principal, superAdmin]) {
        const query = reader === teacher ? '?year=2026' : `?year=2026&user_id=${teacher.id}`;
        const listed = (await call(reader, 'GET', `/portfolio-shares${query}`)).json().result;
        const ids = listed.map((link: { id: string }) => link.id);
        expect(ids).toEqual(expect.arrayContaining([own.id, byPrincipal.id, byAdmin.id]));
      }
    });

    it('refuses a colleague and another school’s principal, and other durations', async () => {
      const mine = await share(teacher);
      for (const stranger of [colleague, otherPrincipal]) {
        const create = await call(stranger, 'POST', '/portfolio-shares', { user_id: teacher.id });
        const list = await call(stranger, 'GET', `/portfolio-shares?user_id=${teacher.id}`);
        const revoke = await call(stranger, 'POST', `/portfolio-shares/${mine.id}/revoke`);
        expect(create.statusCode).toBe(403);
        expect(list.statusCode).toBe(403);
        expect(revoke.statusCode).toBe(404);
      }
      const tooLong = await call(teacher, 'POST', '/portfolio-shares', { expires_in_days: 365 });
      expect(tooLong.statusCode).toBe(400);
      expect((await anonymous(`/shared-portfolios/${mine.token}`)).statusCode).toBe(200);
    });

    it('keeps only a hash of the token, yet prints the same link again', async () => {
      const created = await share(teacher);
      const [row] = await testApp.connection.db
        .select()
        .from(portfolioShares)
        .where(eq(portfolioShares.id, created.id));
      expect(created.token).toMatch(/^[\w-]{43}$/);
      expect(
        Object.values(row ?? {})
          .map(String)
          .join(' '),
      ).not.toContain(created.token);
      const listed = (await call(teacher, 'GET', '/portfolio-shares?year=2026')).json().result;
      expect(listed.find((link: { id: string }) => link.id === created.id).url).toBe(created.url);
    });
  });

  describe('opening a link without an account', () => {
    it('shows the year’s portfolio and counts each view of the page, not of its photos', async () => {
      const created = await share(teacher);
      const first = await anonymous(`/shared-portfolios/${created.token}`);
      expect(first.statusCode, first.body).toBe(200);
      const view = first.json().result;
      expect(view).toMatchObject({ owner_name: 'Sara Ahmed', school_year: '2026-2027' });
      const evidence = view.criteria.flatMap(
        (criterion: { evidence: object[] }) => criterion.evidence,
      );
      expect(evidence.map((item: { description: string }) => item.description)).toContain(
        'Open lesson on fractions',
      );
      expect(JSON.stringify(view)).not.toContain('Evidence from the year before');
      expect(JSON.stringify(view)).not.toContain(teacher.id);
      await anonymous(`/shared-portfolios/${created.token}/files/${photos.shown}/thumbnail`);
      await anonymous(`/shared-portfolios/${created.token}`);

      const listed = (await call(teacher, 'GET', '/portfolio-shares?year=2026')).json().result;
      const counted = listed.find((link: { id: string }) => link.id === created.id);
      expect(counted.view_count).toBe(2);
      expect(counted.last_viewed_at).not.toBeNull();
    });

    it('serves the portfolio’s photos and no other file of anyone', async () => {
      const created = await share(teacher);
      const thumbnail = (fileId: string) =>
        anonymous(`/shared-portfolios/${created.token}/files/${fileId}/thumbnail`);

      const shown = await thumbnail(photos.shown);
      expect(shown.statusCode).toBe(200);
      expect(shown.headers['content-type']).toBe('image/webp');
      for (const fileId of [photos.otherYear, photos.unattached, photos.otherTeacher, 'x']) {
        expect((await thumbnail(fileId)).statusCode, fileId).toBe(404);
      }
      expect((await anonymous(`/files/${photos.shown}`)).statusCode).toBe(401);
      expect(
        (await anonymous(`/shared-portfolios/${created.token}/files/${photos.shown}`)).statusCode,
      ).toBe(404);
    });

    it('drops evidence deleted after the link was made, photos included', async () => {
      const created = await share(teacher);
      expect((await anonymous(`/shared-portfolios/${created.token}`)).body).toContain(
        'Evidence deleted after sharing',
      );
      const deleted = await call(teacher, 'DELETE', `/achievements/${deletedLaterAchievement.id}`, {
        version: deletedLaterAchievement.version,
      });
      expect(deleted.statusCode, deleted.body).toBe(200);

      const view = await anonymous(`/shared-portfolios/${created.token}`);
      expect(view.body).not.toContain('Evidence deleted after sharing');
      const photo = await anonymous(
        `/shared-portfolios/${created.token}/files/${photos.deletedLater}/thumbnail`,
      );
      expect(photo.statusCode).toBe(404);
    });

    it('answers a revoked link and an unknown token the same 404', async () => {
      const created = await share(teacher);
      const revoked = await call(principal, 'POST', `/portfolio-shares/${created.id}/revoke`);
      expect(revoked.json().result.status).toBe('revoked');

      const unknown = await anonymous(`/shared-portfolios/${'A'.repeat(43)}`);
      const malformed = await anonymous('/shared-portfolios/short');
      const closed = await anonymous(`/shared-portfolios/${created.token}`);
      const closedPdf = await anonymous(`/shared-portfolios/${created.token}/portfolio.pdf`);
      const closedPhoto = await anonymous(
        `/shared-portfolios/${created.token}/files/${photos.shown}/thumbnail`,
      );
      for (const response of [malformed, closed, closedPdf, closedPhoto]) {
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual(unknown.json());
      }
      expect(unknown.statusCode).toBe(404);
    });

    it('keeps what a link opens out of search engines and caches, and sends no referrer', async () => {
      const created = await share(teacher);
      const view = await anonymous(`/shared-portfolios/${created.token}`, '198.51.100.20');
      const pdf = await anonymous(
        `/shared-portfolios/${created.token}/portfolio.pdf`,
        '198.51.100.20',
      );

      for (const response of [view, pdf]) {
        expect(response.statusCode).toBe(200);
        expect(response.headers['x-robots-tag']).toBe('noindex, nofollow');
        expect(response.headers['referrer-policy']).toBe('no-referrer');
      }
      expect(view.headers['cache-control']).toBe('no-store');
    });

    it('limits how often one address may open links', async () => {
      const created = await share(teacher);
      const statuses: number[] = [];
      for (let index = 0; index < 31; index += 1) {
        statuses.push(
          (await anonymous(`/shared-portfolios/${created.token}`, '198.51.100.7')).statusCode,
        );
      }
      expect(statuses.slice(0, 30).every((status) => status === 200)).toBe(true);
      expect(statuses[30]).toBe(429);
      expect(
        (await anonymous(`/shared-portfolios/${created.token}`, '198.51.100.8')).statusCode,
      ).toBe(200);
    });
  });

  describe('the PDF', () => {
    it('carries the newest working link under the owner’s cover QR, and none without one', async () => {
      const firstPage = async (user: TestUser, url: string) => {
        const response = await call(user, 'GET', url);
        expect(response.statusCode).toBe(200);
        return normalisedText(pdfText(response.rawPayload, { first: 1, last: 1 }));
      };
      const older = await share(teacher);
      const newest = await share(principal, { user_id: teacher.id });
      await call(teacher, 'POST', `/portfolio-shares/${older.id}/revoke`);

      const own = await firstPage(teacher, '/portfolio.pdf?year=2026&lang=en');
      const principals = await firstPage(
        principal,
        `/users/${teacher.id}/portfolio.pdf?year=2026&lang=en`,
      );
      expect(own).toContain(newest.url);
      expect(principals).toContain(newest.url);
      expect(own).toContain('Scan to open this portfolio online');

      const other = await firstPage(otherTeacher, '/portfolio.pdf?year=2026&lang=en');
      expect(other).not.toContain('/share/');
      expect(other).not.toContain('Scan to open');
    });

    it('makes a link’s PDF once however often it is opened, and limits it per link from any address', async () => {
      const created = await share(teacher, { lang: 'en' });
      const pdf = (address: number) =>
        anonymous(`/shared-portfolios/${created.token}/portfolio.pdf`, `192.0.2.${address}`);
      const rendersBefore = testApp.app.portfolioPdfs.renders;

      const statuses: number[] = [];
      for (let address = 1; address <= 30; address += 1)
        statuses.push((await pdf(address)).statusCode);

      expect(statuses.every((status) => status === 200)).toBe(true);
      expect(testApp.app.portfolioPdfs.renders).toBe(rendersBefore + 1);
      const limited = await pdf(40);
      expect(limited.statusCode).toBe(429);
      expect(limited.json().error).toBe('common.error.rateLimited');
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
      const otherLink = await share(teacher, { lang: 'en' });
      const other = await anonymous(
        `/shared-portfolios/${otherLink.token}/portfolio.pdf`,
        '192.0.2.41',
      );
      expect(other.statusCode).toBe(200);
    });

    it('gives the shared PDF with its own link under the QR', async () => {
      const created = await share(teacher, { lang: 'en' });
      await share(teacher);
      const response = await anonymous(`/shared-portfolios/${created.token}/portfolio.pdf`);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/pdf');
      const cover = normalisedText(pdfText(response.rawPayload, { first: 1, last: 1 }));
      expect(cover).toContain(created.url);
      expect(cover).toContain('Sara Ahmed');
    });
  });

  describe('the evaluation summary', () => {
    it('shows the principal’s evaluation once finalised, never a draft', async () => {
      const db = testApp.connection.db;
      const id = randomUUID();
      const criteria: { id: string }[] = (await call(teacher, 'GET', '/criteria')).json().result;
      await db.insert(evaluations).values({
        id,
        side: 'principal',
        evaluateeId: teacher.id,
        schoolYear: '2026-2027',
        criteriaJob: 'teacher',
        status: 'draft',
        scores: criteria.map(({ id: criterionId }) => ({ criterionId, score: 4, note: 'secret' })),
        createdById: principal.id,
      });
      const created = await share(teacher, { lang: 'en' });
      const pdfOf = async () =>
        normalisedText(
          pdfText(
            (await anonymous(`/shared-portfolios/${created.token}/portfolio.pdf`)).rawPayload,
          ),
        );

      expect(
        (await anonymous(`/shared-portfolios/${created.token}`)).json().result.evaluation,
      ).toBeNull();
      expect(await pdfOf()).not.toContain('Evaluation summary');

      await db
        .update(evaluations)
        .set({
          status: 'acknowledged',
          weightedScore: 4,
          overallRating: 4,
          strengths: 'Clear lesson plans',
          developmentAreas: 'Vary the assessment',
          closedById: principal.id,
          closedAt: new Date('2027-05-10T09:00:00Z'),
          acknowledgedAt: new Date('2027-05-12T09:00:00Z'),
          acknowledgementComment: 'Thank you',
        })
        .where(eq(evaluations.id, id));
      const summary = (await anonymous(`/shared-portfolios/${created.token}`)).json().result
        .evaluation;
      expect(summary).toMatchObject({
        overall_rating: 4,
        weighted_score: 4,
        rating_name_en: 'Exceeded expectations',
        rating_name_ar: 'تخطى التوقعات',
        strengths: 'Clear lesson plans',
        development_areas: 'Vary the assessment',
        principal_name: 'Fatima Al-Otaibi',
        acknowledgement_comment: 'Thank you',
      });
      expect(summary.scores).toHaveLength(11);
      expect(JSON.stringify(summary)).not.toContain('secret');

      const pdf = await pdfOf();
      expect(pdf).toContain('Evaluation summary');
      expect(pdf).toContain('Overall rating: 4 of 5 (Exceeded expectations)');
      expect(pdf).toContain('Weighted score: 4.00');
      expect(pdf).toContain('Vary the assessment');
      expect(pdf).not.toContain('of 100');
      expect(pdf).toContain('Finalised by Fatima Al-Otaibi on May 10, 2027');
      expect(pdf).toContain('Thank you');
    });
  });

  it('stops opening a link once it expires, with the same 404', async () => {
    const week = await share(teacher, { expires_in_days: 7 });
    const month = await share(teacher);
    const unknown = await anonymous(`/shared-portfolios/${'B'.repeat(43)}`);
    clock.advance(8 * dayMs);

    const expired = await anonymous(`/shared-portfolios/${week.token}`);
    expect(expired.statusCode).toBe(404);
    expect(expired.json()).toEqual(unknown.json());
    expect((await anonymous(`/shared-portfolios/${month.token}`)).statusCode).toBe(200);
    const listed = (await call(teacher, 'GET', '/portfolio-shares?year=2026')).json().result;
    expect(listed.find((link: { id: string }) => link.id === week.id).status).toBe('expired');
  });
});

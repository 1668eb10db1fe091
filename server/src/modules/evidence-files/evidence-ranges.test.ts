import { readFileSync } from 'node:fs';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { bearer } from '../../testing/bearer.ts';
import { buildTestApp, type TestApp } from '../../testing/build-test-app.ts';
import { giveTrial } from '../../testing/give-trial.ts';
import { jobDutiesCriterionId, makeAchievement } from '../../testing/make-achievement.ts';
import { makeOrganization } from '../../testing/make-organization.ts';
import { makeUser, type TestUser } from '../../testing/make-user.ts';
import { testDatabases } from '../../testing/test-databases.ts';
import {
  openTestStorage,
  testFileStorages,
  type TestStorage,
} from '../../testing/test-file-storages.ts';
import { uploadEvidence } from '../../testing/upload-evidence.ts';

/** A real 1.5-second H.264 clip, recorded by Chromium's MediaRecorder. */
const clip = readFileSync(new URL('../../../../tests/fixtures/short-clip.mp4', import.meta.url));

const suites = testDatabases().flatMap((database) =>
  testFileStorages().map((files) => ({ ...database, ...files })),
);

describe.each(suites)(
  'evidence video streamed by ranges on $name, files $storage',
  ({ name, storage }) => {
    let testApp: TestApp;
    let files: TestStorage;
    let teacher: TestUser;
    let principal: TestUser;
    let otherPrincipal: TestUser;
    let videoId = '';
    let shareToken = '';

    const get = async (url: string, headers: Record<string, string> = {}) =>
      testApp.app.inject({ method: 'GET', url, headers });
    const asUser = async (user: TestUser, url: string, headers: Record<string, string> = {}) =>
      get(url, { ...(await bearer(testApp.app, user)), ...headers });

    beforeAll(async () => {
      files = await openTestStorage(storage);
      testApp = await buildTestApp({ database: name, env: files.env });
      const db = testApp.connection.db;
      const school = await makeOrganization(db);
      const otherSchool = await makeOrganization(db);
      teacher = await makeUser(db, { organizationId: school.id });
      principal = await makeUser(db, { role: 'org_admin', organizationId: school.id });
      otherPrincipal = await makeUser(db, { role: 'org_admin', organizationId: otherSchool.id });
      await giveTrial(db, teacher.id);

      const uploaded = await uploadEvidence(testApp.app, teacher, {
        content: clip,
        fileName: 'science-fair.mp4',
        contentType: 'video/mp4',
      });
      expect(uploaded.statusCode, uploaded.body).toBe(201);
      expect(uploaded.json().result.mime_type).toBe('video/mp4');
      videoId = String(uploaded.json().result.id);
      const created = await testApp.app.inject({
        method: 'POST',
        url: '/api/achievements',
        headers: await bearer(testApp.app, teacher),
        payload: makeAchievement({
          // Yesterday: within the school year a new share link shows.
          event_start_at: new Date(Date.now() - 24 * 60 * 60 * 1000).toISOString(),
          criterion_ids: [jobDutiesCriterionId],
          evidence_type: 'video',
          file_ids: [videoId],
        }),
      });
      expect(created.statusCode, created.body).toBe(201);
    });

    afterAll(async () => {
      await testApp.close();
      await files.close();
    });

    function expectPart(
      response: Awaited<ReturnType<typeof get>>,
      start: number,
      end: number,
    ): void {
      expect(response.statusCode, response.body).toBe(206);
      expect(response.headers['content-range']).toBe(`bytes ${start}-${end}/${clip.length}`);
      expect(response.headers['content-length']).toBe(String(end - start + 1));
      expect(response.headers['accept-ranges']).toBe('bytes');
      expect(response.headers['content-type']).toBe('video/mp4');
      expect(response.rawPayload).toEqual(clip.subarray(start, end + 1));
    }

    describe('the download, for those who may read the evidence', () => {
      it('sends the whole file without a range, saying ranges are accepted', async () => {
        const response = await asUser(teacher, `/api/files/${videoId}`);
        expect(response.statusCode).toBe(200);
        expect(response.headers['accept-ranges']).toBe('bytes');
        expect(response.headers['content-length']).toBe(String(clip.length));
        expect(response.rawPayload).toEqual(clip);
      });

      it('sends the owner the range asked for, from the start or the end', async () => {
        expectPart(await asUser(teacher, `/api/files/${videoId}`, { range: 'bytes=0-99' }), 0, 99);
        expectPart(
          await asUser(teacher, `/api/files/${videoId}`, { range: 'bytes=1000-' }),
          1000,
          clip.length - 1,
        );
      });

      it('sends the principal of her school a range too', async () => {
        expectPart(
          await asUser(principal, `/api/files/${videoId}`, { range: 'bytes=-16' }),
          clip.length - 16,
          clip.length - 1,
        );
      });

      it('answers 416 for a range past the end, naming the size', async () => {
        const response = await asUser(teacher, `/api/files/${videoId}`, {
          range: `bytes=${clip.length}-`,
        });
        expect(response.statusCode).toBe(416);
        expect(response.headers['content-range']).toBe(`bytes */${clip.length}`);
        expect(response.rawPayload.length).toBe(0);
      });

      it('still refuses another school’s principal and no session, range or not', async () => {
        const other = await asUser(otherPrincipal, `/api/files/${videoId}`, { range: 'bytes=0-9' });
        expect(other.statusCode).toBe(404);
        expect((await get(`/api/files/${videoId}`, { range: 'bytes=0-9' })).statusCode).toBe(401);
      });
    });

    describe('the media link the browser’s own player streams from', () => {
      async function mediaLinkFor(headers: Record<string, string>) {
        const response = await get(`/api/files/${videoId}/media-link`, headers);
        expect(response.statusCode, response.body).toBe(200);
        expect(response.json().result).toMatchObject({
          name: 'science-fair.mp4',
          mime_type: 'video/mp4',
        });
        return String(response.json().result.url);
      }

      it('plays for the principal without a bearer header, by ranges, inline', async () => {
        const url = await mediaLinkFor(await bearer(testApp.app, principal));
        expect(url).toMatch(new RegExp(`^/api/files/${videoId}/media\\?ticket=`));
        const part = await get(url, { range: 'bytes=10-29' });
        expectPart(part, 10, 29);
        expect(part.headers['content-disposition']).toMatch(/^inline/);
        expect((await get(url)).rawPayload).toEqual(clip);
        const past = await get(url, { range: 'bytes=999999-' });
        expect(past.statusCode).toBe(416);
      });

      it('gives no link to who may not read the file', async () => {
        const response = await asUser(otherPrincipal, `/api/files/${videoId}/media-link`);
        expect(response.statusCode).toBe(404);
      });

      it('refuses a ticket for another file, a forged one, and one whose session logged out', async () => {
        const headers = await bearer(testApp.app, teacher);
        const url = await mediaLinkFor(headers);
        const ticket = url.split('ticket=')[1] ?? '';
        const otherFile = `/api/files/0195f3a0-0000-7000-8000-00000000ffff/media?ticket=${ticket}`;
        expect((await get(otherFile)).statusCode).toBe(401);
        expect((await get(`${url}x`)).statusCode).toBe(401);
        expect((await get(`/api/files/${videoId}/media?ticket=abc`)).statusCode).toBe(401);

        const logout = await testApp.app.inject({
          method: 'POST',
          url: '/api/auth/logout',
          headers,
        });
        expect(logout.statusCode, logout.body).toBeLessThan(300);
        expect((await get(url, { range: 'bytes=0-9' })).statusCode).toBe(401);
      });
    });

    describe('the share page’s file route', () => {
      it('streams the shared video by ranges, with no session', async () => {
        const created = await testApp.app.inject({
          method: 'POST',
          url: '/api/portfolio-shares',
          headers: await bearer(testApp.app, teacher),
          payload: {},
        });
        expect(created.statusCode, created.body).toBe(201);
        shareToken = String(created.json().result.url).split('/share/')[1] ?? '';
        const url = `/api/shared-portfolios/${shareToken}/files/${videoId}`;
        expectPart(await get(url, { range: 'bytes=0-63' }), 0, 63);
        const whole = await get(url);
        expect(whole.statusCode).toBe(200);
        expect(whole.headers['accept-ranges']).toBe('bytes');
        expect(whole.rawPayload).toEqual(clip);
        const past = await get(url, { range: `bytes=${clip.length + 10}-` });
        expect(past.statusCode).toBe(416);
        expect(past.headers['content-range']).toBe(`bytes */${clip.length}`);
      });
    });
  },
);

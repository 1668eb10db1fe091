import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { bearer } from '../testing/bearer.ts';
import { buildTestApp, type TestApp } from '../testing/build-test-app.ts';
import { giveTrial } from '../testing/give-trial.ts';
import { makeAchievement } from '../testing/make-achievement.ts';
import { makeUser, type TestUser } from '../testing/make-user.ts';
import { testDatabases } from '../testing/test-databases.ts';
import { uploadEvidence } from '../testing/upload-evidence.ts';

/**
 * Issue 32, "Shared computers" and "Year 0001 stored as 2001": evidence viewed before a logout
 * stayed in the browser's HTTP cache for an hour, and logout cleared nothing; a date in year 1
 * was accepted and stored as 2001.
 */
describe.each(testDatabases())('a shared school computer on $name', ({ name }) => {
  let testApp: TestApp;
  let teacher: TestUser;
  let fileId = '';

  beforeAll(async () => {
    testApp = await buildTestApp({ database: name });
    teacher = await makeUser(testApp.connection.db);
    await giveTrial(testApp.connection.db, teacher.id);
    const content = await sharp({
      create: { width: 64, height: 48, channels: 3, background: '#1c7ed6' },
    })
      .png()
      .toBuffer();
    const uploaded = await uploadEvidence(testApp.app, teacher, { content, fileName: 'class.png' });
    expect(uploaded.statusCode).toBe(201);
    fileId = uploaded.json().result.id;
  });

  afterAll(() => testApp.close());

  it('keeps evidence and its thumbnail out of every cache', async () => {
    for (const path of [`/api/files/${fileId}`, `/api/files/${fileId}/thumbnail`]) {
      const response = await testApp.app.inject({
        method: 'GET',
        url: path,
        headers: await bearer(testApp.app, teacher),
      });
      expect(response.statusCode, path).toBe(200);
      expect(response.headers['cache-control'], path).toBe('private, no-store');
    }
  });

  it('clears the site’s cache and storage at logout from a shared device, and only then', async () => {
    const logout = async (query: string) =>
      testApp.app.inject({
        method: 'POST',
        url: `/api/auth/logout${query}`,
        headers: await bearer(testApp.app, teacher),
      });
    const shared = await logout('?shared_device=true');
    expect(shared.statusCode).toBe(200);
    expect(shared.headers['clear-site-data']).toBe('"cache", "storage"');
    const own = await logout('');
    expect(own.statusCode).toBe(200);
    expect(own.headers['clear-site-data']).toBeUndefined();
  });

  it('refuses evidence dated in year 1 (once stored as 2001) with the date key', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/achievements',
      headers: await bearer(testApp.app, teacher),
      payload: makeAchievement({ event_start_at: '0001-01-01T00:00:00-12:00' }),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([
      expect.objectContaining({ field: 'event_start_at', key: 'validation.error.mustBeDate' }),
    ]);
  });
});

import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { evidenceStorageQuotas } from '../../../../contract/uploads.ts';
import { bearer } from '../../testing/bearer.ts';
import { buildTestApp, type TestApp } from '../../testing/build-test-app.ts';
import { giveTrial } from '../../testing/give-trial.ts';
import { makeAchievement } from '../../testing/make-achievement.ts';
import { makeOrganization } from '../../testing/make-organization.ts';
import { makeUser, type TestUser } from '../../testing/make-user.ts';
import { testClock } from '../../testing/test-clock.ts';
import { testDatabases } from '../../testing/test-databases.ts';
import { uploadEvidence } from '../../testing/upload-evidence.ts';
import { purgeUnattachedFiles } from './purge-unattached-files.ts';
import { evidenceFiles } from '../../db/tables/evidence-files.ts';

const dayMs = 24 * 60 * 60 * 1000;

function smallPng() {
  return sharp({ create: { width: 8, height: 8, channels: 3, background: '#2a9d8f' } })
    .png()
    .toBuffer();
}

describe.each(testDatabases())('the evidence storage budget on $name', ({ name }) => {
  const clock = testClock(new Date('2026-11-02T08:00:00Z'));
  let testApp: TestApp;
  let teacher: TestUser;

  beforeAll(async () => {
    testApp = await buildTestApp({ database: name, clock });
    const school = await makeOrganization(testApp.connection.db);
    teacher = await makeUser(testApp.connection.db, { organizationId: school.id });
    await giveTrial(testApp.connection.db, teacher.id, clock.now());
  });

  afterAll(async () => {
    await testApp.close();
  });

  const startResumableUpload = async (user: TestUser, bytes: number) =>
    testApp.app.inject({
      method: 'POST',
      url: '/api/uploads',
      headers: {
        ...(await bearer(testApp.app, user)),
        'tus-resumable': '1.0.0',
        'upload-length': String(bytes),
      },
    });

  /** A file the user stored earlier, as big as a test needs, without sending its bytes. */
  const storedEarlier = (ownerId: string, size: number, createdAt = clock.now()) =>
    testApp.connection.db
      .insert(evidenceFiles)
      .values({
        ownerId,
        name: 'earlier.mp4',
        mimeType: 'video/mp4',
        size,
        storageKey: `evidence/earlier-${size}-${createdAt.getTime()}`,
        createdAt,
      })
      .returning()
      .then(([row]) => row);

  it('refuses uploads from staff without a subscription with 402, whole or resumable', async () => {
    const lapsed = await makeUser(testApp.connection.db);

    const whole = await uploadEvidence(testApp.app, lapsed, { content: await smallPng() });
    expect(whole.statusCode).toBe(402);
    expect(whole.json()).toMatchObject({ error: 'subscriptions.failed.subscriptionRequired' });
    const resumable = await startResumableUpload(lapsed, 1_000);
    expect(resumable.statusCode).toBe(402);
    const stored = await testApp.connection.db
      .select()
      .from(evidenceFiles)
      .where(eq(evidenceFiles.ownerId, lapsed.id));
    expect(stored).toHaveLength(0);
  });

  it('refuses what would go past the quota with 413 storageQuotaExceeded, before any byte', async () => {
    const full = await makeUser(testApp.connection.db);
    await giveTrial(testApp.connection.db, full.id, clock.now());
    await storedEarlier(full.id, evidenceStorageQuotas.trialBytes - 2_000);

    const resumable = await startResumableUpload(full, 5_000);
    expect(resumable.statusCode).toBe(413);
    expect(resumable.json()).toMatchObject({ error: 'validation.error.storageQuotaExceeded' });
    expect(resumable.headers.location).toBeUndefined();

    const png = await smallPng();
    expect(png.length).toBeLessThan(2_000);
    expect((await uploadEvidence(testApp.app, full, { content: png })).statusCode).toBe(201);
    const overflowing = await uploadEvidence(testApp.app, full, {
      content: Buffer.concat([png, Buffer.alloc(2_000)]),
    });
    expect(overflowing.statusCode).toBe(413);
    expect(overflowing.json()).toMatchObject({ error: 'validation.error.storageQuotaExceeded' });
  });

  it('tells the user how much of their storage they have used, and their plan’s quota', async () => {
    const user = await makeUser(testApp.connection.db);
    await giveTrial(testApp.connection.db, user.id, clock.now());
    await storedEarlier(user.id, 3_000_000);
    const png = await smallPng();
    await uploadEvidence(testApp.app, user, { content: png });

    const usage = await testApp.app.inject({
      method: 'GET',
      url: '/api/files/usage',
      headers: await bearer(testApp.app, user),
    });
    expect(usage.statusCode).toBe(200);
    expect(usage.json()).toMatchObject({
      result: { used_bytes: 3_000_000 + png.length, quota_bytes: evidenceStorageQuotas.trialBytes },
    });
  });

  it('limits how many uploads one user may start in an hour, and no one else', async () => {
    const busy = await makeUser(testApp.connection.db);
    await giveTrial(testApp.connection.db, busy.id, clock.now());
    const statuses: number[] = [];
    for (let index = 0; index <= evidenceStorageQuotas.uploadsPerHour; index += 1) {
      statuses.push((await startResumableUpload(busy, 10)).statusCode);
    }
    expect(statuses.slice(0, -1).every((status) => status === 201)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    expect((await startResumableUpload(teacher, 10)).statusCode).toBe(201);
  });

  it('removes files no achievement lists a day after upload, keeping attached and recent ones', async () => {
    const owner = await makeUser(testApp.connection.db);
    await giveTrial(testApp.connection.db, owner.id, clock.now());
    const png = await smallPng();
    const upload = async () =>
      (await uploadEvidence(testApp.app, owner, { content: png })).json<{
        result: { id: string };
      }>().result.id;
    const abandoned = await upload();
    const attached = await upload();
    const created = await testApp.app.inject({
      method: 'POST',
      url: '/api/achievements',
      headers: await bearer(testApp.app, owner),
      payload: makeAchievement({ file_ids: [attached] }),
    });
    expect(created.statusCode).toBe(201);
    clock.advance(dayMs + 60_000);
    const recent = await upload();

    expect(await purgeUnattachedFiles(testApp.app, clock.now())).toMatchObject({
      removedCount: expect.any(Number) as number,
    });
    const left = await testApp.connection.db
      .select({ id: evidenceFiles.id })
      .from(evidenceFiles)
      .where(eq(evidenceFiles.ownerId, owner.id));
    expect(left.map((row) => row.id).sort()).toEqual([attached, recent].sort());
    const download = await testApp.app.inject({
      method: 'GET',
      url: `/api/files/${abandoned}`,
      headers: await bearer(testApp.app, owner),
    });
    expect(download.statusCode).toBe(404);
  });
});

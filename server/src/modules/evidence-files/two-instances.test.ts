import type { AddressInfo } from 'node:net';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { resumableUploads } from '../../../../contract/uploads.ts';
import { bearer } from '../../testing/bearer.ts';
import { buildTestApp, type TestApp } from '../../testing/build-test-app.ts';
import { giveTrial } from '../../testing/give-trial.ts';
import { makeOrganization } from '../../testing/make-organization.ts';
import { makeUser, type TestUser } from '../../testing/make-user.ts';
import { openTestStorage, type TestStorage } from '../../testing/test-file-storages.ts';
import { uploadEvidence } from '../../testing/upload-evidence.ts';
import { answersOnPort } from '../../testing/answers-on-port.ts';

// The shared tus lock is Redis's when one answers here (CI and developers have one).
const redisEnv = (await answersOnPort(6379)) ? { REDIS_URL: 'redis://127.0.0.1:6379' } : {};

/** A PDF: stored as is, no thumbnail to make. */
const makePdf = (bytes: number) =>
  Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(bytes - 9, 0x20)]);

describe('two instances on one database and one bucket', () => {
  let files: TestStorage;
  let first: TestApp;
  let second: TestApp;
  let teacher: TestUser;
  const urlOf = (testApp: TestApp) =>
    `http://127.0.0.1:${(testApp.app.server.address() as AddressInfo).port}`;

  beforeAll(async () => {
    files = await openTestStorage('s3');
    first = await buildTestApp({ env: { ...files.env, ...redisEnv } });
    second = await buildTestApp({ env: { ...files.env, ...redisEnv }, sameDatabaseAs: first });
    const school = await makeOrganization(first.connection.db);
    teacher = await makeUser(first.connection.db, { organizationId: school.id });
    await giveTrial(first.connection.db, teacher.id);
    await first.app.listen({ host: '127.0.0.1', port: 0 });
    await second.app.listen({ host: '127.0.0.1', port: 0 });
  });

  afterAll(async () => {
    await second?.close();
    await first?.close();
    await files?.close();
  });

  async function tus(
    testApp: TestApp,
    method: 'POST' | 'HEAD' | 'PATCH',
    path: string,
    headers: Record<string, string>,
    body?: Buffer,
  ) {
    return fetch(`${urlOf(testApp)}${path}`, {
      method,
      headers: { ...(await bearer(testApp.app, teacher)), 'tus-resumable': '1.0.0', ...headers },
      ...(body && { body }),
    });
  }

  const download = async (testApp: TestApp, id: string) =>
    testApp.app.inject({
      method: 'GET',
      url: `/api/files/${id}`,
      headers: await bearer(testApp.app, teacher),
    });

  it('serves through the second instance a file uploaded through the first', async () => {
    const pdf = makePdf(300_000);

    const uploaded = await uploadEvidence(first.app, teacher, {
      content: pdf,
      fileName: 'plan.pdf',
    });
    expect(uploaded.statusCode).toBe(201);
    const { id } = uploaded.json().result as { id: string };

    const downloaded = await download(second, id);
    expect(downloaded.statusCode).toBe(200);
    expect(downloaded.headers['content-type']).toBe('application/pdf');
    expect(downloaded.headers['content-length']).toBe(String(pdf.length));
    expect(downloaded.rawPayload.equals(pdf)).toBe(true);
  });

  it('finishes on the second instance a resumable upload begun on the first', async () => {
    // Over S3's 5 MB part minimum, so the first half is a part and a tail both.
    const pdf = makePdf(7 * 1024 * 1024);
    const half = 6 * 1024 * 1024;
    const created = await tus(first, 'POST', '/api/uploads', {
      'upload-length': String(pdf.length),
      'upload-metadata': `filename ${Buffer.from('visit.pdf').toString('base64')}`,
    });
    expect(created.status).toBe(201);
    const path = created.headers.get('location') ?? '';
    const octets = { 'content-type': 'application/offset+octet-stream' };
    const begun = await tus(
      first,
      'PATCH',
      path,
      { ...octets, 'upload-offset': '0' },
      pdf.subarray(0, half),
    );
    expect(begun.status).toBe(204);

    const head = await tus(second, 'HEAD', path, {});
    expect(head.status).toBe(200);
    expect(head.headers.get('upload-offset')).toBe(String(half));
    const finished = await tus(
      second,
      'PATCH',
      path,
      { ...octets, 'upload-offset': String(half) },
      pdf.subarray(half),
    );
    expect(finished.status).toBe(204);
    const id = finished.headers.get(resumableUploads.fileIdHeader) ?? '';
    expect(id).toBe(path.split('/').at(-1));

    const downloaded = await download(first, id);
    expect(downloaded.statusCode).toBe(200);
    expect(downloaded.rawPayload.equals(pdf)).toBe(true);
    // Nothing of the upload is left beside the evidence file.
    expect((await files.keptUploads(first.config)).filter((key) => key.startsWith(id))).toEqual([]);
  }, 30_000);
});

describe('two instances with the local folder, as before FILE_STORAGE=s3', () => {
  it('cannot serve through one instance a file uploaded through the other', async () => {
    const first = await buildTestApp();
    const second = await buildTestApp({ sameDatabaseAs: first });
    try {
      const school = await makeOrganization(first.connection.db);
      const teacher = await makeUser(first.connection.db, { organizationId: school.id });
      await giveTrial(first.connection.db, teacher.id);
      const uploaded = await uploadEvidence(first.app, teacher, { content: makePdf(1000) });
      const { id } = uploaded.json().result as { id: string };

      const downloaded = await second.app.inject({
        method: 'GET',
        url: `/api/files/${id}`,
        headers: await bearer(second.app, teacher),
      });
      expect(downloaded.statusCode).toBe(404);
    } finally {
      await second.close();
      await first.close();
    }
  });
});

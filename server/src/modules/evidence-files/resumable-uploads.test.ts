import type { AddressInfo } from 'node:net';

import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { DetailedError, Upload, type HttpResponse } from 'tus-js-client';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

import {
  evidenceFiles as evidenceFileLimits,
  resumableUploads,
} from '../../../../contract/uploads.ts';
import { bearer } from '../../testing/bearer.ts';
import { giveTrial } from '../../testing/give-trial.ts';
import { buildTestApp, type TestApp } from '../../testing/build-test-app.ts';
import { makeOrganization } from '../../testing/make-organization.ts';
import { makeUser, type TestUser } from '../../testing/make-user.ts';
import { testDatabases } from '../../testing/test-databases.ts';
import {
  openTestStorage,
  testFileStorages,
  type TestStorage,
} from '../../testing/test-file-storages.ts';
import { connectionCuttingProxy } from '../../testing/connection-cutting-proxy.ts';
import { removeExpiredUploads } from './remove-expired-uploads.ts';
import { evidenceFiles } from '../../db/tables/evidence-files.ts';

const fileIdHeader = resumableUploads.fileIdHeader.toLowerCase();

/** A photo of noise (it does not compress), padded to `bytes` as a big camera JPEG is. */
async function makeJpeg(bytes: number): Promise<Buffer> {
  const width = 1400;
  const height = 1400;
  const pixels = Buffer.alloc(width * height * 3);
  let seed = 20261122;
  for (let index = 0; index < pixels.length; index += 1) {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    pixels[index] = seed >> 16;
  }
  const jpeg = await sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 100 })
    .toBuffer();
  return jpeg.length >= bytes ? jpeg : Buffer.concat([jpeg, Buffer.alloc(bytes - jpeg.length, 0)]);
}

/** A Windows program: `MZ`, then whatever. */
const makeExe = () => Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00'), Buffer.alloc(4096, 7)]);

const metadataOf = (fileName: string) =>
  `filename ${Buffer.from(fileName).toString('base64')},filetype ${Buffer.from('image/jpeg').toString('base64')}`;

interface TusUploadResult {
  lastResponse: HttpResponse;
}

/** Uploads with tus-js-client, the app's own client, as a phone would. */
function uploadWithTus(
  endpoint: string,
  content: Buffer,
  options: { authorization: string; fileName: string; chunkSize?: number; uploadUrl?: string },
): Promise<TusUploadResult> {
  return new Promise((resolve, reject) => {
    const upload = new Upload(content, {
      endpoint,
      ...(options.uploadUrl && { uploadUrl: options.uploadUrl }),
      chunkSize: options.chunkSize ?? Number.POSITIVE_INFINITY,
      retryDelays: [0, 50, 100, 200, 400, 800],
      headers: { authorization: options.authorization },
      metadata: { filename: options.fileName, filetype: 'image/jpeg' },
      onSuccess: resolve,
      onError: reject,
    });
    upload.start();
  });
}

const suites = testDatabases().flatMap((database) =>
  testFileStorages().map((files) => ({ ...database, ...files })),
);

describe.each(suites)(
  'resumable evidence uploads on $name, files $storage',
  ({ name, storage }) => {
    let testApp: TestApp;
    let files: TestStorage;
    let baseUrl: string;
    let teacher: TestUser;
    let colleague: TestUser;

    beforeAll(async () => {
      files = await openTestStorage(storage);
      testApp = await buildTestApp({ database: name, env: files.env });
      const school = await makeOrganization(testApp.connection.db);
      teacher = await makeUser(testApp.connection.db, { organizationId: school.id });
      colleague = await makeUser(testApp.connection.db, { organizationId: school.id });
      await giveTrial(testApp.connection.db, teacher.id);
      await giveTrial(testApp.connection.db, colleague.id);
      await testApp.app.listen({ host: '127.0.0.1', port: 0 });
      baseUrl = `http://127.0.0.1:${(testApp.app.server.address() as AddressInfo).port}`;
    });

    afterAll(async () => {
      await testApp.close();
      await files.close();
    });

    afterEach(() => {
      vi.useRealTimers();
    });

    const authorizationOf = async (user: TestUser) =>
      (await bearer(testApp.app, user)).authorization;

    async function tusRequest(
      user: TestUser,
      method: 'POST' | 'HEAD' | 'PATCH' | 'DELETE',
      path: string,
      headers: Record<string, string> = {},
      body?: Buffer,
    ) {
      return fetch(`${baseUrl}${path}`, {
        method,
        headers: {
          authorization: await authorizationOf(user),
          'tus-resumable': '1.0.0',
          ...headers,
        },
        ...(body && { body }),
      });
    }

    /** `POST /api/uploads`: answers the upload's path. */
    async function createUpload(user: TestUser, length: number, fileName = 'photo.jpg') {
      const response = await tusRequest(user, 'POST', '/api/uploads', {
        'upload-length': String(length),
        'upload-metadata': metadataOf(fileName),
      });
      expect(response.status).toBe(201);
      return response.headers.get('location') ?? '';
    }

    const patch = (user: TestUser, path: string, offset: number, bytes: Buffer) =>
      tusRequest(
        user,
        'PATCH',
        path,
        { 'upload-offset': String(offset), 'content-type': 'application/offset+octet-stream' },
        bytes,
      );

    const rowsOf = (user: TestUser) =>
      testApp.connection.db.select().from(evidenceFiles).where(eq(evidenceFiles.ownerId, user.id));

    const storedBytes = async (id: string) =>
      (await files.storedBytes(testApp.config, `evidence/${id}`)) ?? Buffer.alloc(0);
    const storedEvidence = () => files.storedEvidence(testApp.config);
    const keptUploads = () => files.keptUploads(testApp.config);

    /** Until the bytes kept for unfinished uploads stop growing for a moment. */
    async function uploadsStopGrowing(): Promise<void> {
      const keptBytes = () => files.keptUploadBytes(testApp.config);
      let last = -1;
      for (let attempt = 0; attempt < 100 && keptBytes() !== last; attempt += 1) {
        last = keptBytes();
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }

    it('resumes a 5 MB photo from the server offset after the connection drops twice', async () => {
      const photo = await makeJpeg(5 * 1024 * 1024);
      const chunkSize = Math.ceil(photo.length / 3);
      const proxy = await connectionCuttingProxy(
        { port: Number(new URL(baseUrl).port) },
        [Math.round(chunkSize * 0.5), Math.round(chunkSize * 1.6)],
        uploadsStopGrowing,
      );
      try {
        const { lastResponse } = await uploadWithTus(`${proxy.url}/api/uploads`, photo, {
          authorization: await authorizationOf(teacher),
          fileName: 'class/visit.jpg',
          chunkSize,
        });

        expect(proxy.cuts()).toBe(2);
        expect(proxy.bytesToServer()).toBeLessThan(1.3 * photo.length);
        const fileId = lastResponse.getHeader(resumableUploads.fileIdHeader) ?? '';
        const [row] = await testApp.connection.db
          .select()
          .from(evidenceFiles)
          .where(eq(evidenceFiles.id, fileId));
        expect(row).toMatchObject({
          ownerId: teacher.id,
          name: 'visit.jpg',
          mimeType: 'image/jpeg',
          size: photo.length,
          thumbnailKey: `evidence/${fileId}.thumbnail.webp`,
        });
        expect((await storedBytes(fileId)).equals(photo)).toBe(true);
        expect((await keptUploads()).filter((name) => name.startsWith(fileId))).toEqual([]);
      } finally {
        await proxy.close();
      }
    }, 60_000);

    it("answers 404 to another user's HEAD, PATCH and DELETE of an upload", async () => {
      const path = await createUpload(teacher, 1000);

      expect((await tusRequest(colleague, 'HEAD', path)).status).toBe(404);
      const foreignPatch = await patch(colleague, path, 0, Buffer.alloc(10));
      expect(foreignPatch.status).toBe(404);
      expect(await foreignPatch.json()).toMatchObject({ error: 'common.error.notFound' });
      expect((await tusRequest(colleague, 'DELETE', path)).status).toBe(404);

      const own = await tusRequest(teacher, 'HEAD', path);
      expect(own.status).toBe(200);
      expect(own.headers.get('upload-offset')).toBe('0');
      expect(own.headers.get('upload-length')).toBe('1000');
    });

    it('refuses an upload over the per-file limit at creation, with the multipart route’s key', async () => {
      const before = (await keptUploads()).length;

      const response = await tusRequest(teacher, 'POST', '/api/uploads', {
        'upload-length': String(evidenceFileLimits.maxFileBytes + 1),
        'upload-metadata': metadataOf('huge.mp4'),
      });

      expect(response.status).toBe(413);
      expect(response.headers.get('tus-resumable')).toBe('1.0.0');
      expect(await response.json()).toMatchObject({
        success: false,
        error: 'validation.error.fileTooLarge',
        params: { max: '25 MB', bytes: 25 * 1024 * 1024 },
      });
      expect(await keptUploads()).toHaveLength(before);
    });

    it('refuses an upload whose length is not declared', async () => {
      const missing = await tusRequest(teacher, 'POST', '/api/uploads');
      expect(missing.status).toBe(400);
      expect(await missing.json()).toMatchObject({
        error: 'validation.error.invalidRequestFormat',
      });
      const deferred = await tusRequest(teacher, 'POST', '/api/uploads', {
        'upload-defer-length': '1',
      });
      expect(deferred.status).toBeGreaterThanOrEqual(400);
    });

    it('never takes bytes past the declared length', async () => {
      const path = await createUpload(teacher, 100);

      const response = await patch(teacher, path, 0, Buffer.alloc(101, 1));

      expect(response.status).toBe(413);
      expect(await response.json()).toMatchObject({ error: 'common.error.payloadTooLarge' });
      const head = await tusRequest(teacher, 'HEAD', path);
      expect(head.headers.get('upload-offset')).toBe('0');
    });

    it('refuses a program named .jpg when it completes, and keeps none of it', async () => {
      const program = makeExe();
      const rowsBefore = (await rowsOf(colleague)).length;
      const filesBefore = (await storedEvidence()).length;

      const failure = await uploadWithTus(`${baseUrl}/api/uploads`, program, {
        authorization: await authorizationOf(colleague),
        fileName: 'photo.jpg',
      }).then(
        () => undefined,
        (error: unknown) => error,
      );

      expect(failure).toBeInstanceOf(DetailedError);
      const answer = (failure as DetailedError).originalResponse;
      expect(answer?.getStatus()).toBe(415);
      expect(JSON.parse(answer?.getBody() ?? '{}')).toMatchObject({
        success: false,
        error: 'validation.error.unsupportedFileType',
      });
      expect(await rowsOf(colleague)).toHaveLength(rowsBefore);
      expect(await storedEvidence()).toHaveLength(filesBefore);
      const uploadPath = (failure as DetailedError).originalRequest.getURL();
      expect((await tusRequest(colleague, 'HEAD', new URL(uploadPath).pathname)).status).toBe(404);
    });

    it('tells the evidence file id to a HEAD after the final answer was lost, and never makes two', async () => {
      const photo = await makeJpeg(300_000);
      const rowsBefore = (await rowsOf(teacher)).length;
      const path = await createUpload(teacher, photo.length, 'lost-answer.jpg');
      expect((await patch(teacher, path, 0, photo.subarray(0, 100_000))).status).toBe(204);

      const final = await patch(teacher, path, 100_000, photo.subarray(100_000));
      expect(final.status).toBe(204);
      const fileId = final.headers.get(fileIdHeader);
      expect(fileId).toEqual(expect.any(String));

      // The client never saw that answer: it asks where the upload stands.
      const head = await tusRequest(teacher, 'HEAD', path);
      expect(head.status).toBe(200);
      expect(head.headers.get('upload-offset')).toBe(String(photo.length));
      expect(head.headers.get('upload-length')).toBe(String(photo.length));
      expect(head.headers.get(fileIdHeader)).toBe(fileId);
      expect((await tusRequest(colleague, 'HEAD', path)).status).toBe(404);

      // Or it sends the final PATCH again, or resumes with tus-js-client.
      const retried = await patch(teacher, path, 100_000, photo.subarray(100_000));
      expect(retried.status).toBe(409);
      expect(retried.headers.get(fileIdHeader)).toBe(fileId);
      const resumed = await uploadWithTus(`${baseUrl}/api/uploads`, photo, {
        authorization: await authorizationOf(teacher),
        fileName: 'lost-answer.jpg',
        uploadUrl: `${baseUrl}${path}`,
      });
      expect(resumed.lastResponse.getHeader(resumableUploads.fileIdHeader)).toBe(fileId);

      expect(await rowsOf(teacher)).toHaveLength(rowsBefore + 1);
      expect((await storedBytes(fileId ?? '')).equals(photo)).toBe(true);
    });

    it('removes unfinished uploads a day after their creation', async () => {
      const created = await tusRequest(teacher, 'POST', '/api/uploads', {
        'upload-length': '1000',
      });
      const path = created.headers.get('location') ?? '';
      const expires = new Date(created.headers.get('upload-expires') ?? '');
      expect(expires.getTime() - Date.now()).toBeGreaterThan(23 * 60 * 60 * 1000);
      const id = path.split('/').at(-1) ?? '';
      expect((await patch(teacher, path, 0, Buffer.alloc(400, 1))).status).toBe(204);

      expect(await removeExpiredUploads(testApp.app)).toEqual({ removedCount: 0 });
      const removed = await files.withUploadsOlderBy(expires.getTime() + 60_000 - Date.now(), () =>
        removeExpiredUploads(testApp.app),
      );

      expect(removed.removedCount).toBeGreaterThanOrEqual(1);
      expect((await keptUploads()).filter((name) => name.startsWith(id))).toEqual([]);
      expect((await tusRequest(teacher, 'HEAD', path)).status).toBe(404);
    });
  },
);

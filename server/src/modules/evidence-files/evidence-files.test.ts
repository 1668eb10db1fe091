import { randomUUID } from 'node:crypto';

import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { evidenceFiles as evidenceFileLimits } from '../../../../contract/uploads.ts';
import { bearer } from '../../testing/bearer.ts';
import { giveTrial } from '../../testing/give-trial.ts';
import { buildTestApp, type TestApp } from '../../testing/build-test-app.ts';
import { makeOrganization } from '../../testing/make-organization.ts';
import { makeUser, type TestUser } from '../../testing/make-user.ts';
import { makeZip, officeEntries } from '../../testing/make-zip.ts';
import { testDatabases } from '../../testing/test-databases.ts';
import {
  openTestStorage,
  testFileStorages,
  type TestStorage,
} from '../../testing/test-file-storages.ts';
import { uploadEvidence } from '../../testing/upload-evidence.ts';

function makePng(width = 1200, height = 800) {
  return sharp({
    create: { width, height, channels: 3, background: { r: 200, g: 120, b: 40 } },
  })
    .png()
    .toBuffer();
}

let hugePng: Promise<Buffer> | undefined;
/** Made once for every suite: encoding it takes a few seconds. */
function hugeFlatPng(): Promise<Buffer> {
  hugePng ??= sharp({
    create: { width: 16_000, height: 16_000, channels: 3, background: { r: 250, g: 250, b: 250 } },
    limitInputPixels: false,
  })
    .png({ compressionLevel: 9 })
    .toBuffer();
  return hugePng;
}

const suites = testDatabases().flatMap((database) =>
  testFileStorages().map((files) => ({ ...database, ...files })),
);

describe.each(suites)('evidence files on $name, files $storage', ({ name, storage }) => {
  let testApp: TestApp;
  let files: TestStorage;
  let teacher: TestUser;
  let colleague: TestUser;
  let principal: TestUser;
  let otherPrincipal: TestUser;
  let superAdmin: TestUser;
  let customer: TestUser;

  beforeAll(async () => {
    files = await openTestStorage(storage);
    testApp = await buildTestApp({ database: name, env: files.env });
    const db = testApp.connection.db;
    const school = await makeOrganization(db);
    const otherSchool = await makeOrganization(db);
    teacher = await makeUser(db, { organizationId: school.id });
    colleague = await makeUser(db, { organizationId: school.id });
    principal = await makeUser(db, { role: 'org_admin', organizationId: school.id });
    otherPrincipal = await makeUser(db, { role: 'org_admin', organizationId: otherSchool.id });
    superAdmin = await makeUser(db, { role: 'super_admin' });
    customer = await makeUser(db, { role: 'customer' });
    // Uploading is creating work: it needs a subscription, as every other write.
    for (const uploader of [teacher, colleague, principal, otherPrincipal]) {
      await giveTrial(db, uploader.id);
    }
  });

  afterAll(async () => {
    await testApp.close();
    await files.close();
  });

  const download = async (path: string, user: TestUser) =>
    testApp.app.inject({ method: 'GET', url: path, headers: await bearer(testApp.app, user) });

  it('stores a PNG named .pdf as the PNG it is, with a WebP thumbnail of at most 480 px', async () => {
    const png = await makePng();

    const response = await uploadEvidence(testApp.app, teacher, {
      content: png,
      fileName: 'lesson.pdf',
      contentType: 'application/pdf',
    });

    expect(response.statusCode).toBe(201);
    const stored = response.json().result;
    expect(stored).toEqual({
      id: expect.any(String),
      name: 'lesson.pdf',
      mime_type: 'image/png',
      size: png.length,
      has_thumbnail: true,
    });
    expect(await files.storedBytes(testApp.config, `evidence/${stored.id}`)).toEqual(png);
    const thumbnail = await download(`/api/files/${stored.id}/thumbnail`, teacher);
    expect(thumbnail.statusCode).toBe(200);
    expect(thumbnail.headers['content-type']).toBe('image/webp');
    expect(await sharp(thumbnail.rawPayload).metadata()).toMatchObject({
      format: 'webp',
      width: 480,
      height: 320,
    });
  });

  it('stores a PNG that would unpack into a gigabyte of pixels, without trying a thumbnail of it', async () => {
    // 16,000 × 16,000 of one colour: about 1 MB as a PNG, 768 MB once decoded, which a PNG
    // must be before it can be shrunk.
    const png = await hugeFlatPng();

    const response = await uploadEvidence(testApp.app, teacher, {
      content: png,
      fileName: 'poster.png',
      contentType: 'image/png',
    });

    expect(response.statusCode).toBe(201);
    const stored = response.json().result;
    expect(stored).toMatchObject({
      mime_type: 'image/png',
      size: png.length,
      has_thumbnail: false,
    });
    expect(await files.storedBytes(testApp.config, `evidence/${stored.id}`)).toEqual(png);
  });

  it.each([
    [
      'a Word document',
      'word',
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    ],
    [
      'an Excel workbook',
      'xl',
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    ],
  ] as const)(
    'takes %s, checked from its zip directory, without a thumbnail',
    async (_n, folder, type) => {
      const response = await uploadEvidence(testApp.app, teacher, {
        content: makeZip(officeEntries(folder)),
        fileName: 'plan.docx',
      });

      expect(response.statusCode).toBe(201);
      expect(response.json().result).toMatchObject({ mime_type: type, has_thumbnail: false });
    },
  );

  it.each([
    ['a text file named .jpg', Buffer.from('not a photo at all'), 'notes.jpg'],
    [
      'a zip bomb named .docx',
      makeZip([
        ...officeEntries('word'),
        { name: 'word/media/huge.bin', declaredUncompressedSize: 0xfffffffe },
      ]),
      'report.docx',
    ],
    ['an empty file', Buffer.alloc(0), 'empty.pdf'],
  ])('refuses %s with 415 validation.error.unsupportedFileType', async (_n, content, fileName) => {
    const response = await uploadEvidence(testApp.app, teacher, { content, fileName });

    expect(response.statusCode).toBe(415);
    expect(response.json()).toMatchObject({
      success: false,
      error: 'validation.error.unsupportedFileType',
    });
  });

  it('cuts off a file over 25 MB with 413 validation.error.fileTooLarge', async () => {
    const oversize = Buffer.alloc(evidenceFileLimits.maxFileBytes + 1);
    Buffer.from('%PDF-1.7\n').copy(oversize);
    const storedBefore = await files.storedEvidence(testApp.config);

    const response = await uploadEvidence(testApp.app, teacher, { content: oversize });

    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({
      error: 'validation.error.fileTooLarge',
      params: { max: '25 MB', bytes: 25 * 1024 * 1024 },
    });
    expect(await files.storedEvidence(testApp.config)).toEqual(storedBefore);
  });

  it('asks for the file field, refuses customers and strangers', async () => {
    const noFile = await testApp.app.inject({
      method: 'POST',
      url: '/api/files',
      headers: await bearer(testApp.app, teacher),
      payload: { file: 'x' },
    });
    const asCustomer = await uploadEvidence(testApp.app, customer, {
      content: await makePng(10, 10),
    });
    const anonymous = await testApp.app.inject({ method: 'POST', url: '/api/files' });

    expect(noFile.statusCode).toBe(400);
    expect(noFile.json().errors).toEqual([
      { field: 'file', key: 'validation.error.required', params: {} },
    ]);
    expect(asCustomer.statusCode).toBe(403);
    expect(anonymous.statusCode).toBe(401);
  });

  it('stores one file for the same Idempotency-Key sent twice and replays the first answer', async () => {
    const key = randomUUID();
    const content = Buffer.from('%PDF-1.4\nthe same certificate');

    const first = await uploadEvidence(testApp.app, teacher, { content, idempotencyKey: key });
    const second = await uploadEvidence(testApp.app, teacher, { content, idempotencyKey: key });

    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(201);
    expect(second.headers['idempotent-replayed']).toBe('true');
    expect(second.body).toBe(first.body);
  });

  describe('downloads', () => {
    let fileId: string;
    const arabicName = 'شهادة تقدير.pdf';
    const pdf = Buffer.from('%PDF-1.7\nشهادة');

    beforeAll(async () => {
      const response = await uploadEvidence(testApp.app, teacher, {
        content: pdf,
        fileName: arabicName,
      });
      fileId = response.json().result.id;
    });

    it('gives the owner the bytes with the type, the original name and nosniff', async () => {
      const response = await download(`/api/files/${fileId}`, teacher);

      expect(response.statusCode).toBe(200);
      expect(response.rawPayload.equals(pdf)).toBe(true);
      expect(response.headers['content-type']).toBe('application/pdf');
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['content-disposition']).toBe(
        `attachment; filename="_____ _____.pdf"; filename*=UTF-8''${encodeURIComponent(arabicName)}`,
      );
    });

    it('lets the principal of the owner’s school and a super admin download it', async () => {
      expect((await download(`/api/files/${fileId}`, principal)).statusCode).toBe(200);
      expect((await download(`/api/files/${fileId}`, superAdmin)).statusCode).toBe(200);
    });

    it('answers 404 to a colleague and another school’s principal, as for a missing file', async () => {
      for (const user of [colleague, otherPrincipal]) {
        const response = await download(`/api/files/${fileId}`, user);
        expect(response.statusCode).toBe(404);
        expect(response.json().error).toBe('common.error.notFound');
      }
      expect((await download(`/api/files/${randomUUID()}`, teacher)).statusCode).toBe(404);
    });

    it('answers 404 for the thumbnail of a file that has none', async () => {
      expect((await download(`/api/files/${fileId}/thumbnail`, teacher)).statusCode).toBe(404);
    });
  });
});

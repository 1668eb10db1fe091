import { existsSync } from 'node:fs';
import { join } from 'node:path';

import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { bearer } from '../../testing/bearer.ts';
import { buildTestApp, type TestApp } from '../../testing/build-test-app.ts';
import { makeUser, type TestUser } from '../../testing/make-user.ts';
import { multipartBody } from '../../testing/multipart-body.ts';
import { testDatabases } from '../../testing/test-databases.ts';

function makeImage(width: number, height: number) {
  return sharp({
    create: { width, height, channels: 3, background: { r: 11, g: 114, b: 133 } },
  });
}

describe.each(testDatabases())('profile pictures on $name', ({ name }) => {
  let testApp: TestApp;
  let teacher: TestUser;

  beforeAll(async () => {
    testApp = await buildTestApp({ database: name });
    teacher = await makeUser(testApp.connection.db);
  });

  afterAll(async () => {
    await testApp.close();
  });

  async function upload(
    content: Buffer,
    options: { fileName?: string; contentType?: string; field?: string; user?: TestUser } = {},
  ) {
    const body = multipartBody({
      field: options.field ?? 'picture',
      fileName: options.fileName ?? 'me.png',
      contentType: options.contentType ?? 'image/png',
      content,
    });
    return testApp.app.inject({
      method: 'POST',
      url: '/api/profile/picture',
      headers: { ...body.headers, ...(await bearer(testApp.app, options.user ?? teacher)) },
      payload: body.payload,
    });
  }

  const fetchPicture = (url: string) => testApp.app.inject({ method: 'GET', url });

  it('takes a PNG named .jpg, shrinks it to 512 px as WebP and serves it at an unguessable public path', async () => {
    const png = await makeImage(800, 600).png().toBuffer();

    const response = await upload(png, { fileName: 'holiday.jpg', contentType: 'image/jpeg' });

    expect(response.statusCode).toBe(200);
    const url: string = response.json().result.profile_picture_url;
    expect(url).toMatch(/^\/api\/profile-pictures\/[0-9a-f]{32}\.webp$/);
    const served = await fetchPicture(url);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toContain('immutable');
    const metadata = await sharp(served.rawPayload).metadata();
    expect(metadata).toMatchObject({ format: 'webp', width: 512, height: 384 });
  });

  it('takes WebP and JPEG too, and leaves small pictures at their size', async () => {
    const jpeg = await upload(await makeImage(300, 300).jpeg().toBuffer(), { fileName: 'b.jpeg' });
    const webp = await upload(await makeImage(100, 80).webp().toBuffer(), { fileName: 'a.webp' });

    expect(jpeg.statusCode).toBe(200);
    expect(webp.statusCode).toBe(200);
    const served = await fetchPicture(webp.json().result.profile_picture_url);
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({ width: 100, height: 80 });
  });

  it('strips EXIF data and turns the picture upright', async () => {
    const photo = await makeImage(200, 100)
      .jpeg()
      .withExif({ IFD0: { Copyright: 'GPS and camera details', Artist: 'Nora' } })
      .withMetadata({ orientation: 6 })
      .toBuffer();
    expect((await sharp(photo).metadata()).exif).toBeDefined();

    const response = await upload(photo, { fileName: 'photo.jpg', contentType: 'image/jpeg' });

    const served = await fetchPicture(response.json().result.profile_picture_url);
    const metadata = await sharp(served.rawPayload).metadata();
    expect(metadata.exif).toBeUndefined();
    expect(metadata.icc).toBeUndefined();
    expect(metadata.orientation).toBeUndefined();
    expect({ width: metadata.width, height: metadata.height }).toEqual({ width: 100, height: 200 });
    expect(served.rawPayload.includes(Buffer.from('GPS and camera details'))).toBe(false);
  });

  it('refuses a text file named .png with 415 validation.error.unsupportedFileType', async () => {
    const response = await upload(Buffer.from('just some notes, not a picture'), {
      fileName: 'notes.png',
      contentType: 'image/png',
    });

    expect(response.statusCode).toBe(415);
    expect(response.json()).toMatchObject({
      success: false,
      error: 'validation.error.unsupportedFileType',
    });
  });

  it('refuses a file that starts like a PNG but is not one', async () => {
    const fake = Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      Buffer.alloc(64, 7),
    ]);

    expect((await upload(fake)).statusCode).toBe(415);
  });

  it('refuses a file over 5 MB with 413 validation.error.fileTooLarge and the limit', async () => {
    const png = await makeImage(10, 10).png().toBuffer();
    const oversize = Buffer.concat([png, Buffer.alloc(5 * 1024 * 1024 + 1 - png.length, 0)]);

    const response = await upload(oversize);

    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({
      success: false,
      error: 'validation.error.fileTooLarge',
      params: { max: '5 MB', bytes: 5 * 1024 * 1024 },
    });
  });

  it('removes the previous picture when a new one is stored', async () => {
    const user = await makeUser(testApp.connection.db);
    const picture = await makeImage(50, 50).png().toBuffer();
    const first: string = (await upload(picture, { user })).json().result.profile_picture_url;

    const second: string = (await upload(picture, { user })).json().result.profile_picture_url;

    expect(second).not.toBe(first);
    expect((await fetchPicture(first)).statusCode).toBe(404);
    expect((await fetchPicture(second)).statusCode).toBe(200);
    const firstName = first.split('/').at(-1) ?? '';
    expect(existsSync(join(testApp.config.dataDir, 'files', 'avatars', firstName))).toBe(false);
  });

  it('changes only the caller’s picture', async () => {
    const other = await makeUser(testApp.connection.db);

    await upload(await makeImage(20, 20).png().toBuffer());

    const profile = await testApp.app.inject({
      method: 'GET',
      url: '/api/profile',
      headers: await bearer(testApp.app, other),
    });
    expect(profile.json().result.profile_picture_url).toBeNull();
  });

  it('asks for the picture field', async () => {
    const png = await makeImage(20, 20).png().toBuffer();

    const wrongField = await upload(png, { field: 'avatar' });
    const notMultipart = await testApp.app.inject({
      method: 'POST',
      url: '/api/profile/picture',
      headers: await bearer(testApp.app, teacher),
      payload: { picture: 'x' },
    });

    for (const response of [wrongField, notMultipart]) {
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual([
        { field: 'picture', key: 'validation.error.required', params: {} },
      ]);
    }
  });

  it('answers 401 without a token', async () => {
    const body = multipartBody({
      field: 'picture',
      fileName: 'me.png',
      contentType: 'image/png',
      content: await makeImage(20, 20).png().toBuffer(),
    });

    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/profile/picture',
      ...body,
    });

    expect(response.statusCode).toBe(401);
  });

  it.each([
    '/api/profile-pictures/0123456789abcdef0123456789abcdef.webp',
    '/api/profile-pictures/..%2f..%2fjwt-secret',
    '/api/profile-pictures/..%2fjwt-secret.webp',
  ])('answers 404 for %s', async (url) => {
    const response = await fetchPicture(url);

    expect(response.statusCode).toBe(404);
    expect(response.json().error).toBe('common.error.notFound');
  });
});

import type { AddressInfo } from 'node:net';

import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { resumableUploads } from '../../../contract/uploads.ts';
import { evidenceFiles } from '../db/tables/evidence-files.ts';
import { bearer } from '../testing/bearer.ts';
import { buildTestApp, type TestApp } from '../testing/build-test-app.ts';
import { giveTrial } from '../testing/give-trial.ts';
import { makeOrganization } from '../testing/make-organization.ts';
import { makeUser, type TestUser } from '../testing/make-user.ts';
import { testDatabases } from '../testing/test-databases.ts';
import { uploadEvidence } from '../testing/upload-evidence.ts';

/** Every bidi control the names must lose: embeddings, overrides, isolates and marks. */
const bidiControls = /[\u202a-\u202e\u2066-\u2069\u200e\u200f\u061c]/u;

/** A real PNG with an HTML page after its end: a browser sniffing it as HTML runs the script. */
async function makePngThatIsAlsoHtml(): Promise<Buffer> {
  const png = await sharp({
    create: { width: 40, height: 40, channels: 3, background: { r: 10, g: 90, b: 200 } },
  })
    .png()
    .toBuffer();
  return Buffer.concat([png, Buffer.from('<html><script>alert(document.cookie)</script></html>')]);
}

/** The name in `filename*` (RFC 5987), decoded. */
function extendedFileNameOf(disposition: string | undefined): string {
  const encoded = /filename\*=UTF-8''([^;]+)/.exec(disposition ?? '')?.[1] ?? '';
  return decodeURIComponent(encoded);
}

describe.each(testDatabases())('evidence names and downloads on $name', ({ name }) => {
  let test: TestApp;
  let teacher: TestUser;
  let baseUrl: string;

  beforeAll(async () => {
    test = await buildTestApp({ database: name });
    const school = await makeOrganization(test.connection.db);
    teacher = await makeUser(test.connection.db, { organizationId: school.id });
    // Uploading is creating work: it needs a subscription.
    await giveTrial(test.connection.db, teacher.id);
    await test.app.listen({ host: '127.0.0.1', port: 0 });
    baseUrl = `http://127.0.0.1:${(test.app.server.address() as AddressInfo).port}`;
  });

  afterAll(() => test.close());

  const nameStored = async (id: string) => {
    const [row] = await test.connection.db
      .select({ name: evidenceFiles.name })
      .from(evidenceFiles)
      .where(eq(evidenceFiles.id, id));
    return row?.name;
  };

  it('downloads a PNG named .html as an attachment named .png, never sniffed', async () => {
    const uploaded = await uploadEvidence(test.app, teacher, {
      content: await makePngThatIsAlsoHtml(),
      fileName: 'timetable.html',
      contentType: 'text/html',
    });
    expect(uploaded.statusCode).toBe(201);
    const { id } = uploaded.json<{ result: { id: string } }>().result;

    const download = await test.app.inject({
      method: 'GET',
      url: `/api/files/${id}`,
      headers: await bearer(test.app, teacher),
    });

    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('image/png');
    expect(download.headers['x-content-type-options']).toBe('nosniff');
    const disposition = download.headers['content-disposition'];
    expect(disposition).toMatch(/^attachment;/);
    expect(extendedFileNameOf(disposition)).toBe('timetable.png');
    expect(disposition).toContain('filename="timetable.png"');
  });

  it('adds the sniffed extension to a name that has none', async () => {
    const uploaded = await uploadEvidence(test.app, teacher, {
      content: await makePngThatIsAlsoHtml(),
      fileName: 'شهادة تقدير',
    });
    const { id } = uploaded.json<{ result: { id: string } }>().result;
    const download = await test.app.inject({
      method: 'GET',
      url: `/api/files/${id}`,
      headers: await bearer(test.app, teacher),
    });
    expect(extendedFileNameOf(download.headers['content-disposition'])).toBe('شهادة تقدير.png');
  });

  it('strips bidi controls from a name uploaded in one request', async () => {
    const uploaded = await uploadEvidence(test.app, teacher, {
      content: await makePngThatIsAlsoHtml(),
      fileName: 'report\u202Egnp.exe\u202C \u2067x\u2069\u200E\u200F\u061C.png',
    });
    expect(uploaded.statusCode).toBe(201);
    const { id, name: answered } = uploaded.json<{ result: { id: string; name: string } }>().result;

    expect(answered).not.toMatch(bidiControls);
    expect(await nameStored(id)).toBe('reportgnp.exe x.png');
  });

  it('strips bidi controls from a name uploaded resumably', async () => {
    const content = await makePngThatIsAlsoHtml();
    const fileName = 'invoice\u202Egpj.exe';
    const headers = { ...(await bearer(test.app, teacher)), 'tus-resumable': '1.0.0' };
    const created = await fetch(`${baseUrl}/api/uploads`, {
      method: 'POST',
      headers: {
        ...headers,
        'upload-length': String(content.length),
        'upload-metadata': `filename ${Buffer.from(fileName).toString('base64')}`,
      },
    });
    expect(created.status).toBe(201);
    const finished = await fetch(`${baseUrl}${created.headers.get('location') ?? ''}`, {
      method: 'PATCH',
      headers: {
        ...headers,
        'upload-offset': '0',
        'content-type': 'application/offset+octet-stream',
      },
      body: content,
    });
    expect(finished.status).toBe(204);
    const id = finished.headers.get(resumableUploads.fileIdHeader) ?? '';

    expect(await nameStored(id)).toBe('invoicegpj.exe');
  });
});

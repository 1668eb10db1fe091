import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { buildTestApp } from '../../testing/build-test-app.ts';
import { startS3TestServer, type S3TestServer } from '../../testing/s3-test-server.ts';

describe('file storage in a bucket', () => {
  let server: S3TestServer;

  beforeAll(async () => {
    server = await startS3TestServer();
  });

  afterAll(async () => {
    await server.close();
  });

  async function startupWarnings(env: Record<string, string>): Promise<string[]> {
    const lines: string[] = [];
    const testApp = await buildTestApp({
      env: { ...(await server.newBucket()).env, LOG_LEVEL: 'warn', ...env },
      logStream: { write: (line) => void lines.push(line) },
    });
    await testApp.close();
    return lines.map((line) => (JSON.parse(line) as { msg: string }).msg);
  }

  it('warns at start that resumable uploads need Redis when several instances share it', async () => {
    expect(await startupWarnings({})).toContainEqual(
      expect.stringMatching(/^FILE_STORAGE=s3 without REDIS_URL.*Set REDIS_URL/),
    );
  });

  async function readinessWith(env: Readonly<Record<string, string | undefined>>) {
    const testApp = await buildTestApp({ env: { LOG_LEVEL: 'silent', ...env } });
    try {
      const response = await testApp.app.inject({ method: 'GET', url: '/api/health/ready' });
      return { status: response.statusCode, body: response.json() };
    } finally {
      await testApp.close();
    }
  }

  it('counts the bucket in readiness: ready while it answers, not ready when it is gone', async () => {
    const { env } = await server.newBucket();
    const ready = await readinessWith(env);
    expect(ready.status).toBe(200);
    expect(ready.body.result.components).toMatchObject({ database: 'ok', files: 'ok' });

    const missing = await readinessWith({ ...env, S3_BUCKET: 'no-such-bucket-here' });
    expect(missing.status).toBe(503);
    expect(missing.body.result.components).toMatchObject({ database: 'ok', files: 'failing' });
  });
});

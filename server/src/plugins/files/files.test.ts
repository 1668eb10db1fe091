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
});

import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { Environment } from './config.ts';
import { startS3TestServer, type S3TestServer } from './testing/s3-test-server.ts';

const run = promisify(execFile);

/** `npm run storage:copy-to-s3`'s command, with only the given settings. */
async function copyToS3(env: Environment): Promise<{ code: number; output: string }> {
  try {
    const { stdout } = await run('npx', ['tsx', 'server/src/copy-files-to-s3.ts'], {
      env: { PATH: process.env.PATH, HOME: process.env.HOME, ...env },
    });
    return { code: 0, output: stdout };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, output: failed.stdout + failed.stderr };
  }
}

describe('copying local files to a bucket', () => {
  let server: S3TestServer;
  let dataDir: string;

  beforeAll(async () => {
    server = await startS3TestServer();
    dataDir = mkdtempSync(join(tmpdir(), 'shawahid-copy-'));
    mkdirSync(join(dataDir, 'files', 'evidence'), { recursive: true });
    mkdirSync(join(dataDir, 'files', 'avatars'), { recursive: true });
    writeFileSync(join(dataDir, 'files', 'evidence', 'one'), Buffer.alloc(3000, 1));
    writeFileSync(join(dataDir, 'files', 'evidence', 'one.thumbnail.webp'), Buffer.alloc(20, 2));
    writeFileSync(join(dataDir, 'files', 'avatars', 'a.webp'), Buffer.alloc(10, 3));
    writeFileSync(join(dataDir, 'files', 'evidence', 'two.partial-00aa'), Buffer.alloc(10, 4));
  });

  afterAll(async () => {
    await server.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('copies every file once under its key, and skips them when run again', async () => {
    const { bucket, env } = await server.newBucket();
    const settings = { ...env, DATA_DIR: dataDir, JWT_SECRET: 'x'.repeat(32) };

    const first = await copyToS3(settings);
    expect(first.code).toBe(0);
    expect(first.output).toContain('Done: 3 copied, 0 already there, 0 failed.');
    expect(await server.keysIn(bucket)).toEqual([
      'avatars/a.webp',
      'evidence/one',
      'evidence/one.thumbnail.webp',
    ]);

    writeFileSync(join(dataDir, 'files', 'avatars', 'a.webp'), Buffer.alloc(11, 3));
    const second = await copyToS3(settings);
    expect(second.code).toBe(0);
    expect(second.output).toMatch(/copied +avatars\/a\.webp \(11 bytes\)/);
    expect(second.output).toContain('Done: 1 copied, 2 already there, 0 failed.');
  }, 60_000);

  it('fails with a non-zero exit when the bucket refuses the files', async () => {
    const { env } = await server.newBucket();

    const result = await copyToS3({
      ...env,
      S3_BUCKET: 'no-such-bucket',
      DATA_DIR: dataDir,
      JWT_SECRET: 'x'.repeat(32),
    });

    expect(result.code).toBe(1);
    expect(result.output).toContain('Done: 0 copied, 0 already there, 3 failed.');
  }, 60_000);

  it('asks for the bucket settings when FILE_STORAGE is not s3', async () => {
    const result = await copyToS3({ DATA_DIR: dataDir, JWT_SECRET: 'x'.repeat(32) });
    expect(result.code).toBe(1);
    expect(result.output).toContain('Set FILE_STORAGE=s3');
  }, 60_000);
});

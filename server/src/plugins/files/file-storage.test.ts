import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable, Transform } from 'node:stream';
import { buffer } from 'node:stream/consumers';

import { ListMultipartUploadsCommand, S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { loadConfig } from '../../config.ts';
import { startS3TestServer, type S3TestServer } from '../../testing/s3-test-server.ts';
import { StoredFileTooLargeError } from './byte-limit.ts';
import { localFileStorage, type FileStorage } from './file-storage.ts';
import { s3ClientConfigOf } from './s3-client.ts';
import { s3FileStorage } from './s3-file-storage.ts';

const megabyte = 1024 * 1024;

/** The bytes in the files under `folder`, whatever they are. */
function bytesUnder(folder: string): number {
  return readdirSync(folder, { recursive: true, encoding: 'utf8' }).reduce((total, name) => {
    const stats = statSync(join(folder, name), { throwIfNoEntry: false });
    return total + (stats?.isFile() ? stats.size : 0);
  }, 0);
}

/** `bytes` of a repeating pattern, made as they are read, never whole. */
function patternStream(bytes: number): Readable {
  const chunk = Buffer.alloc(64 * 1024);
  for (let index = 0; index < chunk.length; index += 1) chunk[index] = index % 251;
  let sent = 0;
  return new Readable({
    read() {
      if (sent >= bytes) return void this.push(null);
      const next = chunk.subarray(0, Math.min(chunk.length, bytes - sent));
      sent += next.length;
      this.push(Buffer.from(next));
    },
  });
}

async function sha256Of(stream: Readable): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of stream) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

interface StorageUnderTest {
  storage: FileStorage;
  /** Everything the storage holds, partial files and unfinished multipart uploads included. */
  leftovers(): Promise<string[]>;
  /** Bytes that have reached the disk behind the storage (its folder, or the S3 server's). */
  bytesOnDisk(): number;
  close(): Promise<void>;
}

async function localUnderTest(): Promise<StorageUnderTest> {
  const root = mkdtempSync(join(tmpdir(), 'shawahid-storage-'));
  return {
    storage: localFileStorage(root),
    leftovers: async () => readdirSync(root, { recursive: true, encoding: 'utf8' }).sort(),
    bytesOnDisk: () => bytesUnder(root),
    close: async () => rmSync(root, { recursive: true, force: true }),
  };
}

async function s3UnderTest(): Promise<StorageUnderTest> {
  const server: S3TestServer = await startS3TestServer();
  const { bucket, env } = await server.newBucket();
  const config = loadConfig({ DATA_DIR: tmpdir(), JWT_SECRET: 'x'.repeat(32), ...env }).fileStorage;
  if (config.kind !== 's3') throw new Error('expected the S3 configuration');
  const client = new S3Client(s3ClientConfigOf(config));
  return {
    storage: s3FileStorage(client, bucket),
    leftovers: async () => {
      const uploads = await client.send(new ListMultipartUploadsCommand({ Bucket: bucket }));
      const unfinished = (uploads.Uploads ?? []).map((upload) => `unfinished ${upload.Key}`);
      return [...(await server.keysIn(bucket)), ...unfinished];
    },
    bytesOnDisk: () => bytesUnder(server.directory),
    close: async () => {
      client.destroy();
      await server.close();
    },
  };
}

describe.each([
  { name: 'local', make: localUnderTest },
  { name: 's3', make: s3UnderTest },
])('file storage: $name', ({ name, make }) => {
  let underTest: StorageUnderTest;
  let storage: FileStorage;

  beforeAll(async () => {
    underTest = await make();
    storage = underTest.storage;
  });

  afterAll(async () => {
    await underTest.close();
  });

  it('writes, opens and removes a file by key', async () => {
    const content = Buffer.from('a photo of the science fair');

    expect(await storage.write('evidence/one', Readable.from([content]))).toEqual({
      size: content.length,
    });
    const opened = await storage.open('evidence/one');
    expect(opened?.size).toBe(content.length);
    expect(await buffer(opened?.stream ?? Readable.from([]))).toEqual(content);

    await storage.remove('evidence/one');
    expect(await storage.open('evidence/one')).toBeUndefined();
    await storage.remove('evidence/one');
  });

  it('opens a range of a file, with the whole file’s size', async () => {
    const content = Buffer.from('0123456789abcdefghij');
    await storage.write('evidence/ranged', Readable.from([content]), { size: content.length });
    const middle = await storage.open('evidence/ranged', { start: 5, end: 9 });
    expect(middle?.size).toBe(content.length);
    expect((await buffer(middle?.stream ?? Readable.from([]))).toString()).toBe('56789');
    const last = await storage.open('evidence/ranged', { start: 19, end: 19 });
    expect((await buffer(last?.stream ?? Readable.from([]))).toString()).toBe('j');
    expect(
      await storage.open('evidence/ranged-never-written', { start: 0, end: 1 }),
    ).toBeUndefined();
    await storage.remove('evidence/ranged');
  });

  it('answers undefined for a key that was never written', async () => {
    expect(await storage.open('evidence/never-written')).toBeUndefined();
  });

  it.runIf(name === 'local')('refuses a key that leaves its folder', async () => {
    await expect(storage.write('../outside', Readable.from([Buffer.from('x')]))).rejects.toThrow(
      /leaves the storage folder/,
    );
    await expect(storage.open('avatars/../../outside')).rejects.toThrow(/leaves/);
  });

  it('stops a write past its byte limit mid-stream and keeps nothing of it', async () => {
    const before = await underTest.leftovers();

    const written = storage.write('evidence/too-large', patternStream(12 * megabyte), {
      maxBytes: 6 * megabyte,
    });

    await expect(written).rejects.toBeInstanceOf(StoredFileTooLargeError);
    expect(await storage.open('evidence/too-large')).toBeUndefined();
    expect(await underTest.leftovers()).toEqual(before);
  });

  it('keeps nothing of a write whose source fails', async () => {
    const before = await underTest.leftovers();
    const failing = Readable.from(
      (async function* () {
        yield Buffer.alloc(1024, 1);
        throw new Error('the connection dropped');
      })(),
    );

    await expect(storage.write('evidence/dropped', failing)).rejects.toThrow(/connection dropped/);
    expect(await underTest.leftovers()).toEqual(before);
  });

  it.each([
    { length: 'unknown', declared: false },
    { length: 'declared', declared: true },
  ])(
    'streams a 100 MB file of $length length in and out, passing bytes on as they come',
    async ({ declared }) => {
      const size = 100 * megabyte;
      const source = patternStream(size);
      let produced = 0;
      let onDiskAtHalf: number | undefined;
      const watched = source.pipe(
        new Transform({
          transform(chunk: Buffer, _encoding, done) {
            produced += chunk.length;
            if (onDiskAtHalf === undefined && produced >= size / 2) {
              onDiskAtHalf = underTest.bytesOnDisk();
            }
            done(null, chunk);
          },
        }),
      );

      expect(
        await storage.write('evidence/large', watched, declared ? { size } : undefined),
      ).toEqual({ size });

      // Had the write held the file until its end, nothing would be on disk halfway through.
      // Streaming, all but the part in flight and a few chunks in pipes already is.
      expect(onDiskAtHalf).toBeGreaterThan(size / 2 - 16 * megabyte);
      const opened = await storage.open('evidence/large');
      expect(opened?.size).toBe(size);
      expect(await sha256Of(opened?.stream ?? Readable.from([]))).toBe(
        await sha256Of(patternStream(size)),
      );
      await storage.remove('evidence/large');
    },
    60_000,
  );

  it('refuses content longer or shorter than its declared size, and keeps nothing', async () => {
    const before = await underTest.leftovers();

    await expect(
      storage.write('evidence/longer', patternStream(2 * megabyte), { size: megabyte }),
    ).rejects.toBeInstanceOf(StoredFileTooLargeError);
    await expect(
      storage.write('evidence/shorter', patternStream(megabyte), { size: 2 * megabyte }),
    ).rejects.toThrow();

    expect(await underTest.leftovers()).toEqual(before);
  }, 30_000);
});

import { createReadStream } from 'node:fs';
import { readdir, stat } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';

import { HeadObjectCommand, type S3Client } from '@aws-sdk/client-s3';

import { s3FileStorage } from './s3-file-storage.ts';

export type CopyOutcome =
  | { key: string; outcome: 'copied' | 'skipped'; bytes: number }
  | { key: string; outcome: 'failed'; bytes: number; reason: string };

async function sizeInBucket(client: S3Client, bucket: string, key: string) {
  try {
    const head = await client.send(new HeadObjectCommand({ Bucket: bucket, Key: key }));
    return head.ContentLength;
  } catch (error) {
    if (error instanceof Error && ['NotFound', 'NoSuchKey'].includes(error.name)) return undefined;
    throw error;
  }
}

/**
 * Copies the files of the local storage folder (`<DATA_DIR>/files`) into the bucket under the
 * same keys, one at a time, streaming. A key already there with the same size is skipped, so
 * running it again after a failure or a second time copies only what is missing. Leftovers of
 * interrupted writes (`*.partial-*`) are not files and are left out.
 */
export async function* copyLocalFilesToS3(
  rootDir: string,
  client: S3Client,
  bucket: string,
): AsyncGenerator<CopyOutcome> {
  const storage = s3FileStorage(client, bucket);
  const names = await readdir(rootDir, { recursive: true }).catch((error: unknown) => {
    if (error instanceof Error && 'code' in error && error.code === 'ENOENT') return [];
    throw error;
  });
  for (const name of names.sort()) {
    const path = join(rootDir, name);
    const stats = await stat(path);
    if (!stats.isFile() || /\.partial-[0-9a-f]+$/.test(name)) continue;
    const key = relative(rootDir, path).split(sep).join('/');
    try {
      if ((await sizeInBucket(client, bucket, key)) === stats.size) {
        yield { key, outcome: 'skipped', bytes: stats.size };
        continue;
      }
      const { size } = await storage.write(key, createReadStream(path), { size: stats.size });
      yield { key, outcome: 'copied', bytes: size };
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      yield { key, outcome: 'failed', bytes: stats.size, reason };
    }
  }
}

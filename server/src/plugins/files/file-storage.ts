import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { link, mkdir, rm, stat } from 'node:fs/promises';
import { dirname, join, normalize, sep } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

import { ByteLimit } from './byte-limit.ts';

export interface WriteOptions {
  /** More bytes than this fail the write with `StoredFileTooLargeError`, and nothing is kept. */
  maxBytes?: number;
  /**
   * The content's exact length, when known (a file on disk, a small buffer): S3 then takes it
   * as one streamed request instead of parts held in memory. More bytes fail the write.
   */
  size?: number;
}

/** Bytes `start` to `end` of a file, both included, as in an HTTP range. */
export interface ByteRange {
  start: number;
  end: number;
}

/** The byte limit of a write: the smaller of its maximum and its declared size. */
export function byteLimitOf(options: WriteOptions): number {
  return Math.min(
    options.maxBytes ?? Number.POSITIVE_INFINITY,
    options.size ?? Number.POSITIVE_INFINITY,
  );
}

/**
 * Where uploaded files live, by key such as `avatars/3f9a….webp`: a folder under DATA_DIR
 * (`localFileStorage`) or an S3-compatible bucket (`s3-file-storage.ts`). Content goes in and
 * comes out as streams, so no file is ever held whole in memory here.
 */
export interface FileStorage {
  /**
   * Streams `content` into a new file under `key` and answers its size. A write that fails
   * (the source's error, or `maxBytes` passed) leaves nothing under the key. Keys are made
   * unique by their callers (ids, random names); the local folder also refuses a taken one.
   */
  write(key: string, content: Readable, options?: WriteOptions): Promise<{ size: number }>;
  /**
   * The file's content, or only `range` of it (within the file, which the caller checks), and
   * the whole file's size; undefined when there is none.
   */
  open(key: string, range?: ByteRange): Promise<{ stream: Readable; size: number } | undefined>;
  /** Removes the file; nothing happens when it is already gone. */
  remove(key: string): Promise<void>;
}

function isMissingFileError(error: unknown): boolean {
  return error instanceof Error && 'code' in error && error.code === 'ENOENT';
}

/** Files under `rootDir`, one per key. */
export function localFileStorage(rootDir: string): FileStorage {
  const pathOf = (key: string): string => {
    const path = normalize(join(rootDir, key));
    if (!path.startsWith(rootDir + sep))
      throw new Error(`file key ${key} leaves the storage folder`);
    return path;
  };

  return {
    async write(key, content, options = {}) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      // Written aside, then linked under its key: a reader never sees half a file, and a
      // taken key fails (EEXIST) instead of being overwritten.
      const partial = `${path}.partial-${randomBytes(6).toString('hex')}`;
      const limit = new ByteLimit(byteLimitOf(options));
      try {
        await pipeline(content, limit, createWriteStream(partial, { flags: 'wx', mode: 0o600 }));
        if (options.size !== undefined && limit.bytes !== options.size) {
          throw new Error(`${key} had ${limit.bytes} bytes, not the ${options.size} declared`);
        }
        await link(partial, path);
        return { size: limit.bytes };
      } finally {
        await rm(partial, { force: true });
      }
    },
    async open(key, range) {
      const path = pathOf(key);
      try {
        const { size } = await stat(path);
        return {
          stream: createReadStream(path, range && { start: range.start, end: range.end }),
          size,
        };
      } catch (error) {
        if (isMissingFileError(error)) return undefined;
        throw error;
      }
    },
    async remove(key) {
      await rm(pathOf(key), { force: true });
    },
  };
}

import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

import { ByteLimit } from '../../plugins/files/byte-limit.ts';

export interface StagedUpload {
  /** A private temp file holding the bytes. */
  path: string;
  size: number;
  discard(): Promise<void>;
}

/**
 * Streams received bytes into a private temp file, failing with `StoredFileTooLargeError` past
 * `maxBytes`. Checking a file needs random access (a zip's directory is at its end, sharp
 * decodes from a path) and must happen before it reaches storage, where a refused file must
 * never land; a temp file gives both without holding the file in memory.
 */
export async function stageUpload(content: Readable, maxBytes: number): Promise<StagedUpload> {
  const folder = await mkdtemp(join(tmpdir(), 'shawahid-upload-'));
  const discard = () => rm(folder, { recursive: true, force: true });
  const path = join(folder, 'content');
  const limit = new ByteLimit(maxBytes);
  try {
    await pipeline(content, limit, createWriteStream(path, { flags: 'wx', mode: 0o600 }));
  } catch (error) {
    await discard();
    throw error;
  }
  return { path, size: limit.bytes, discard };
}

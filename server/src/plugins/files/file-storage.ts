import { createReadStream } from 'node:fs';
import { mkdir, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, normalize, sep } from 'node:path';
import type { Readable } from 'node:stream';

/**
 * Where uploaded files live, by key such as `avatars/3f9a….webp`. A small interface so a later
 * object store can replace the folder without touching the modules.
 */
export interface FileStorage {
  /** Writes a new file; fails if the key is taken. */
  write(key: string, content: Buffer): Promise<void>;
  /** The file's content, or undefined when there is none. */
  open(key: string): Promise<{ stream: Readable; size: number } | undefined>;
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
    async write(key, content) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      await writeFile(path, content, { flag: 'wx', mode: 0o600 });
    },
    async open(key) {
      const path = pathOf(key);
      try {
        const { size } = await stat(path);
        return { stream: createReadStream(path), size };
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

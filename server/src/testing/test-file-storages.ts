import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { buffer } from 'node:stream/consumers';

import { GetObjectCommand, ListMultipartUploadsCommand } from '@aws-sdk/client-s3';
import { vi } from 'vitest';

import type { Config, Environment } from '../config.ts';
import { startS3TestServer, type S3TestServer } from './s3-test-server.ts';

export type FileStorageKind = 'local' | 's3';

/**
 * The file storages a suite should run on: the local folder and an S3 server the suite starts
 * itself (s3rver, see `s3-test-server.ts`).
 *
 *   describe.each(testFileStorages())('uploads on $storage', ({ storage }) => { ... })
 */
export function testFileStorages(): Array<{ storage: FileStorageKind }> {
  return [{ storage: 'local' }, { storage: 's3' }];
}

/** What an app's storage holds, looked at from outside the app, whichever storage it is. */
export interface TestStorage {
  /** Environment for `buildTestApp({ env })`; two apps given it share the same storage. */
  env: Environment;
  /** The stored file's bytes, or undefined. */
  storedBytes(config: Config, key: string): Promise<Buffer | undefined>;
  /** Names of the stored files under `evidence/`. */
  storedEvidence(config: Config): Promise<string[]>;
  /** Names of what unfinished resumable uploads keep (files, objects, multipart uploads). */
  keptUploads(config: Config): Promise<string[]>;
  /**
   * Runs `task` as if unfinished uploads had started `ms` earlier: the clock moves on for the
   * local folder; for S3, the server reports older uploads (a faked client clock breaks signing).
   */
  withUploadsOlderBy<T>(ms: number, task: () => Promise<T>): Promise<T>;
  /** Bytes kept for unfinished uploads, to wait until they stop growing. */
  keptUploadBytes(config: Config): number;
  close(): Promise<void>;
}

const namesIn = (folder: string) => (existsSync(folder) ? readdirSync(folder).sort() : []);

function localTestStorage(): TestStorage {
  const uploadsOf = (config: Config) => join(config.dataDir, 'uploads');
  return {
    env: {},
    storedBytes: async (config, key) => {
      const path = join(config.dataDir, 'files', key);
      return existsSync(path) ? readFileSync(path) : undefined;
    },
    storedEvidence: async (config) => namesIn(join(config.dataDir, 'files', 'evidence')),
    keptUploads: async (config) => namesIn(uploadsOf(config)),
    withUploadsOlderBy: async (ms, task) => {
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(Date.now() + ms);
      try {
        return await task();
      } finally {
        vi.useRealTimers();
      }
    },
    keptUploadBytes: (config) =>
      namesIn(uploadsOf(config))
        .filter((name) => !name.endsWith('.json'))
        .reduce((total, name) => total + statSync(join(uploadsOf(config), name)).size, 0),
    close: async () => {},
  };
}

function bytesUnder(folder: string): number {
  return readdirSync(folder, { recursive: true, encoding: 'utf8' }).reduce((total, name) => {
    const stats = statSync(join(folder, name), { throwIfNoEntry: false });
    return total + (stats?.isFile() ? stats.size : 0);
  }, 0);
}

async function s3TestStorage(): Promise<TestStorage> {
  const server: S3TestServer = await startS3TestServer();
  const { bucket, env } = await server.newBucket();
  return {
    env,
    storedBytes: async (_config, key) => {
      try {
        const object = await server.client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
        return object.Body ? await buffer(object.Body as NodeJS.ReadableStream) : undefined;
      } catch (error) {
        if (error instanceof Error && error.name === 'NoSuchKey') return undefined;
        throw error;
      }
    },
    storedEvidence: async () =>
      (await server.keysIn(bucket))
        .filter((key) => key.startsWith('evidence/'))
        .map((key) => key.slice('evidence/'.length)),
    // Uploads live at the bucket's root, by id: `<id>`, `<id>.info`, `<id>.part`.
    keptUploads: async () => {
      const listed = await server.client.send(new ListMultipartUploadsCommand({ Bucket: bucket }));
      const unfinished = (listed.Uploads ?? []).map((upload) => `${upload.Key} (multipart)`);
      const objects = (await server.keysIn(bucket)).filter((key) => !key.includes('/'));
      return [...objects, ...unfinished].sort();
    },
    withUploadsOlderBy: async (ms, task) => {
      server.ageUploads(ms);
      try {
        return await task();
      } finally {
        server.ageUploads(0);
      }
    },
    keptUploadBytes: () => bytesUnder(server.directory),
    close: () => server.close(),
  };
}

export async function openTestStorage(kind: FileStorageKind): Promise<TestStorage> {
  return kind === 'local' ? localTestStorage() : s3TestStorage();
}

import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { readdir, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import type { IncomingMessage } from 'node:http';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';

import { CreateBucketCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';

import type { Environment } from '../config.ts';
import { s3ClientConfigOf } from '../plugins/files/s3-client.ts';

/** s3rver's fixed keys; any other signature is refused. */
const accessKeyId = 'S3RVER';
const secretAccessKey = 'S3RVER';
const region = 'us-east-1';

export interface S3TestServer {
  endpoint: string;
  /** The folder where s3rver keeps objects and multipart parts as they arrive. */
  directory: string;
  /** A client of the server, for looking into buckets. */
  client: S3Client;
  /**
   * Creates an empty bucket (named, or a fresh random name) and answers the environment of an
   * app that stores files in it; a named bucket that exists already is kept as it is.
   */
  newBucket(name?: string): Promise<{ bucket: string; env: Environment }>;
  /**
   * Makes multipart uploads look started `ms` earlier (ListMultipartUploads' `Initiated`), as
   * a server can't be lied to about the time: faking the clock of its clients breaks signing.
   */
  ageUploads(ms: number): void;
  /** Every key in the bucket, sorted. */
  keysIn(bucket: string): Promise<string[]>;
  close(): Promise<void>;
}

interface KoaContext {
  req: IncomingMessage | PassThrough;
  store: { deleteObject(bucket: string, key: string): Promise<void> };
  method: string;
  path: string;
  query: Record<string, string | undefined>;
  status: number;
  body: unknown;
  type: string;
}
type KoaMiddleware = (context: KoaContext, next: () => Promise<void>) => Promise<void>;

const noSuchUpload = (context: KoaContext) => {
  context.status = 404;
  context.type = 'application/xml';
  context.body =
    '<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>NoSuchUpload</Code>' +
    '<Message>The specified upload does not exist.</Message></Error>';
};

/**
 * What s3rver 3.7 leaves out and `@tus/s3-store` needs: ListParts, AbortMultipartUpload and
 * ListMultipartUploads, answered from the folder where s3rver keeps a multipart upload's
 * parts (`<bucket>/._S3rver_uploads/<uploadId>/<partNumber>` with `.md5`, and `key`).
 * Path-style requests only.
 */
function multipartExtras(directory: string, ageMs: () => number): KoaMiddleware {
  const uploadsOf = (bucket: string) => join(directory, bucket, '._S3rver_uploads');
  return async (context, next) => {
    const [bucket, ...keyParts] = context.path.split('/').slice(1).map(decodeURIComponent);
    const key = keyParts.join('/');
    const uploadId = context.query.uploadId;
    if (!bucket) return next();

    if (context.method === 'GET' && key && uploadId) {
      const folder = join(uploadsOf(bucket), uploadId);
      const names = await readdir(folder).catch(() => undefined);
      if (!names) return noSuchUpload(context);
      const numbers = names
        .filter((name) => /^\d+$/.test(name))
        .map(Number)
        .sort((a, b) => a - b)
        .filter((number) => number > Number(context.query['part-number-marker'] ?? 0));
      const parts = await Promise.all(
        numbers.map(async (number) => {
          const path = join(folder, String(number));
          const [{ size, mtime }, md5] = await Promise.all([
            stat(path),
            readFile(`${path}.md5`, 'utf8'),
          ]);
          return {
            PartNumber: number,
            LastModified: mtime.toISOString(),
            ETag: `"${md5}"`,
            Size: size,
          };
        }),
      );
      context.body = {
        ListPartsResult: {
          Bucket: bucket,
          Key: key,
          UploadId: uploadId,
          IsTruncated: false,
          Part: parts,
        },
      };
      return;
    }
    if (context.method === 'DELETE' && key && uploadId) {
      const folder = join(uploadsOf(bucket), uploadId);
      if (!(await stat(folder).catch(() => undefined))) return noSuchUpload(context);
      await rm(folder, { recursive: true, force: true });
      context.status = 204;
      return;
    }
    if (context.method === 'GET' && !key && 'uploads' in context.query) {
      const ids = (await readdir(uploadsOf(bucket)).catch(() => [])).sort();
      const uploads = await Promise.all(
        ids.map(async (id) => {
          const folder = join(uploadsOf(bucket), id);
          const [uploadKey, { birthtime }] = await Promise.all([
            readFile(join(folder, 'key'), 'utf8'),
            stat(folder),
          ]);
          const initiated = new Date(birthtime.getTime() - ageMs());
          return { Key: uploadKey, UploadId: id, Initiated: initiated.toISOString() };
        }),
      );
      context.body = {
        ListMultipartUploadsResult: { Bucket: bucket, IsTruncated: false, Upload: uploads },
      };
      return;
    }
    return next();
  };
}

/**
 * S3 keeps nothing of a PUT whose body ends before its Content-Length (the client gave up);
 * s3rver 3.7 keeps what arrived. Here s3rver reads the body through a stream that ends either
 * way, so its handler always finishes, and what it stored of an incomplete body is removed
 * before the request is done with.
 */
function incompleteBodiesDiscarded(directory: string): KoaMiddleware {
  return async (context, next) => {
    const [bucket, ...keyParts] = context.path.split('/').slice(1).map(decodeURIComponent);
    const key = keyParts.join('/');
    const request = context.req;
    if (context.method !== 'PUT' || !bucket || !key || request instanceof PassThrough) {
      return next();
    }
    const body = new PassThrough();
    let incomplete = false;
    request.pipe(body, { end: false });
    request.on('end', () => body.end());
    request.on('close', () => {
      if (request.complete) return;
      incomplete = true;
      body.end();
    });
    context.req = body;
    await next();
    if (!incomplete) return;
    const { uploadId, partNumber } = context.query;
    if (uploadId && partNumber) {
      const part = join(directory, bucket, '._S3rver_uploads', uploadId, partNumber);
      await Promise.all([rm(part, { force: true }), rm(`${part}.md5`, { force: true })]);
    } else {
      await context.store.deleteObject(bucket, key);
    }
  };
}

/**
 * A real S3 protocol server for tests: s3rver on 127.0.0.1 at a free port, keeping objects in a
 * temp folder, with the multipart calls it lacks added (`multipartExtras`). Apps built with
 * `newBucket()`'s env store their files and unfinished uploads in it; two apps given the same
 * env share them, as two instances behind one proxy would.
 */
/**
 * s3rver on a free port of 127.0.0.1, serving the S3 API from `directory` (default: a fresh
 * temporary folder, removed on close; a given folder is kept, e.g. by `npm run cluster`).
 */
export async function startS3TestServer({
  directory: keptDirectory,
}: { directory?: string } = {}): Promise<S3TestServer> {
  const directory = keptDirectory ?? mkdtempSync(join(tmpdir(), 'shawahid-s3-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, directory, silent: true });
  // Before s3rver's vhost and router, after its XML encoding of object bodies.
  const { middleware } = server as unknown as { middleware: KoaMiddleware[] };
  let uploadsAgeMs = 0;
  middleware.splice(
    middleware.length - 2,
    0,
    incompleteBodiesDiscarded(directory),
    multipartExtras(directory, () => uploadsAgeMs),
  );
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const client = new S3Client(
    s3ClientConfigOf({
      kind: 's3',
      bucket: '',
      region,
      endpoint,
      forcePathStyle: true,
      credentials: { accessKeyId, secretAccessKey },
    }),
  );

  return {
    endpoint,
    directory,
    client,
    async newBucket(name) {
      const bucket = name ?? `test-${randomBytes(6).toString('hex')}`;
      await client.send(new CreateBucketCommand({ Bucket: bucket })).catch((error: unknown) => {
        const code = (error as { name?: string }).name;
        if (!name || (code !== 'BucketAlreadyOwnedByYou' && code !== 'BucketAlreadyExists')) {
          throw error;
        }
      });
      return {
        bucket,
        env: {
          FILE_STORAGE: 's3',
          S3_BUCKET: bucket,
          S3_REGION: region,
          S3_ENDPOINT: endpoint,
          S3_FORCE_PATH_STYLE: 'true',
          AWS_ACCESS_KEY_ID: accessKeyId,
          AWS_SECRET_ACCESS_KEY: secretAccessKey,
        },
      };
    },
    ageUploads(ms) {
      uploadsAgeMs = ms;
    },
    async keysIn(bucket) {
      const keys: string[] = [];
      let token: string | undefined;
      for (let page = 0; page < 100; page += 1) {
        const listed = await client.send(
          new ListObjectsV2Command({ Bucket: bucket, ContinuationToken: token }),
        );
        keys.push(...(listed.Contents ?? []).map((object) => object.Key ?? ''));
        token = listed.NextContinuationToken;
        if (!listed.IsTruncated || !token) break;
      }
      return keys.sort();
    },
    async close() {
      client.destroy();
      await server.close();
      if (!keptDirectory) rmSync(directory, { recursive: true, force: true });
    },
  };
}

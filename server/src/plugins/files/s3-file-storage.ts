import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  NoSuchKey,
  PutObjectCommand,
  type S3Client,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { Readable } from 'node:stream';

import { ByteLimit, StoredFileTooLargeError } from './byte-limit.ts';
import { byteLimitOf, type FileStorage } from './file-storage.ts';

/** The whole object's size from a ranged answer's `Content-Range: bytes 0-99/1234`. */
function totalSizeOf(contentRange: string | undefined): number | undefined {
  const total = /\/(\d+)$/.exec(contentRange ?? '')?.[1];
  return total === undefined ? undefined : Number(total);
}

/** S3's smallest part; lib-storage holds one part of a write in memory at a time. */
const partBytes = 5 * 1024 * 1024;
/** The largest object S3 takes in one PutObject. */
const maxSinglePutBytes = 5 * 1024 * 1024 * 1024;

function isMissingObjectError(error: unknown): boolean {
  return (
    error instanceof NoSuchKey ||
    (error instanceof Error && (error.name === 'NoSuchKey' || error.name === 'NotFound'))
  );
}

/**
 * Deletes what a stopped write may have left under `key`, and checks that it is gone. S3 stores
 * nothing of a PutObject that did not carry all its bytes, but S3-compatible stores differ: one
 * (s3rver) keeps what an aborted request had sent, and may finish writing it after a first
 * delete has already been answered.
 */
async function removeLeftover(client: S3Client, bucket: string, key: string): Promise<void> {
  for (let attempt = 1; attempt <= 5; attempt += 1) {
    await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key })).catch(() => {});
    try {
      await client.send(new HeadObjectCommand({ Bucket: bucket, Key: key }));
    } catch (error) {
      if (isMissingObjectError(error)) return;
    }
    await new Promise((resolve) => setTimeout(resolve, 100 * attempt));
  }
}

/**
 * Files as objects of one bucket, keyed as in the local folder (`evidence/<id>`), so that
 * every instance reads what any instance wrote.
 *
 * Downloads stream through the API (`open`), never as a redirect to a presigned URL: the
 * route keeps its authorisation check at the moment of each download, its Content-Disposition,
 * `nosniff`, `private` caching and the app's CSP, and the bucket needs no public endpoint, no
 * CORS and no bucket-side headers to agree with ours.
 *
 * A write of known size (every write of the app: files staged on disk, small pictures) is one
 * PutObject whose body is streamed through as it is read, holding none of it. A write of unknown
 * length is a lib-storage `Upload` with one part in flight: lib-storage must collect each part
 * (5 MB at least) in memory to learn its length: with it, 20 phones uploading 5 MB photos at
 * once raised the server's memory by 166 MB, streamed by 56 MB (bench, upload memory).
 * A failed write (the source's error, or its limit passed) sends no or an incomplete PutObject,
 * which S3 never stores, or aborts the multipart upload: nothing is kept under the key.
 */
export function s3FileStorage(client: S3Client, bucket: string): FileStorage {
  return {
    async write(key, content, options = {}) {
      const { size } = options;
      if (size !== undefined && size <= maxSinglePutBytes) {
        if (size > byteLimitOf(options)) {
          content.destroy();
          throw new StoredFileTooLargeError(byteLimitOf(options));
        }
        const exact = new ByteLimit(byteLimitOf(options), size);
        // A source that fails or falls short ends the request: S3 would wait for the rest.
        const stop = new AbortController();
        exact.on('error', () => stop.abort());
        content.on('error', (error) => exact.destroy(error));
        try {
          await client.send(
            new PutObjectCommand({
              Bucket: bucket,
              Key: key,
              Body: content.pipe(exact),
              ContentLength: size,
            }),
            { abortSignal: stop.signal },
          );
        } catch (error) {
          content.destroy();
          if (exact.errored) await removeLeftover(client, bucket, key);
          throw exact.errored ?? content.errored ?? error;
        }
        // S3 stored the declared length; a source that went on past it is refused after all.
        if (exact.errored || exact.bytes !== size) {
          content.destroy();
          await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key }));
          throw exact.errored ?? new StoredFileTooLargeError(size);
        }
        return { size };
      }
      const limit = new ByteLimit(byteLimitOf(options));
      content.on('error', (error) => limit.destroy(error));
      const upload = new Upload({
        client,
        params: { Bucket: bucket, Key: key, Body: content.pipe(limit) },
        queueSize: 1,
        partSize: partBytes,
        leavePartsOnError: false,
      });
      try {
        await upload.done();
      } catch (error) {
        content.destroy();
        // lib-storage reports the upload's own failure; the byte limit's reads better.
        throw limit.errored ?? error;
      }
      return { size: limit.bytes };
    },
    async open(key, range) {
      try {
        const object = await client.send(
          new GetObjectCommand({
            Bucket: bucket,
            Key: key,
            ...(range && { Range: `bytes=${range.start}-${range.end}` }),
          }),
        );
        if (!(object.Body instanceof Readable)) throw new Error('S3 answered no stream');
        const size = (range && totalSizeOf(object.ContentRange)) ?? object.ContentLength ?? 0;
        return { stream: object.Body, size };
      } catch (error) {
        if (isMissingObjectError(error)) return undefined;
        throw error;
      }
    },
    async remove(key) {
      // S3 answers 204 whether or not the object was there.
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key }));
    },
  };
}

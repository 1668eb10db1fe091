import {
  DeleteObjectCommand,
  GetObjectCommand,
  NoSuchKey,
  type S3Client,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { Readable } from 'node:stream';

import { ByteLimit } from './byte-limit.ts';
import type { FileStorage } from './file-storage.ts';

/** S3's smallest part; lib-storage holds one part of a write in memory at a time. */
const partBytes = 5 * 1024 * 1024;

function isMissingObjectError(error: unknown): boolean {
  return (
    error instanceof NoSuchKey ||
    (error instanceof Error && (error.name === 'NoSuchKey' || error.name === 'NotFound'))
  );
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
 * A write is a lib-storage `Upload` with one part in flight: a small file is one PutObject, a
 * larger one a multipart upload, so memory stays at about one 5 MB part per write whatever the
 * file's size. A failed write (the source's error, or `maxBytes` passed) aborts the multipart
 * upload, and a single PutObject is never sent, so nothing is kept under the key.
 */
export function s3FileStorage(client: S3Client, bucket: string): FileStorage {
  return {
    async write(key, content, options = {}) {
      const limit = new ByteLimit(options.maxBytes);
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
    async open(key) {
      try {
        const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
        if (!(object.Body instanceof Readable)) throw new Error('S3 answered no stream');
        return { stream: object.Body, size: object.ContentLength ?? 0 };
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

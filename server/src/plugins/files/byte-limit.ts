import { Transform, type TransformCallback } from 'node:stream';

/** A stream carried more bytes than its writer allows; nothing of it is kept. */
export class StoredFileTooLargeError extends Error {
  constructor(readonly maxBytes: number) {
    super(`the file is larger than ${maxBytes} bytes`);
    this.name = 'StoredFileTooLargeError';
  }
}

/**
 * Passes bytes through and counts them, failing as soon as they pass `maxBytes` or
 * `exactBytes`, and at their end when there are fewer than `exactBytes`.
 *
 * With `exactBytes` the last byte waits until the source has ended: a storage that receives
 * all the bytes it was told of (S3's Content-Length) keeps the object even when the request is
 * aborted a moment later, so it must never have them all from a source that goes on.
 */
export class ByteLimit extends Transform {
  bytes = 0;
  private heldBack: Buffer | undefined;

  constructor(
    private readonly maxBytes: number = Number.POSITIVE_INFINITY,
    private readonly exactBytes?: number,
  ) {
    super();
  }

  override _flush(done: TransformCallback): void {
    if (this.exactBytes !== undefined && this.bytes !== this.exactBytes) {
      done(new Error(`the content had ${this.bytes} bytes, not the ${this.exactBytes} declared`));
    } else done(null, this.heldBack);
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    this.bytes += chunk.length;
    if (this.bytes > this.maxBytes) return done(new StoredFileTooLargeError(this.maxBytes));
    if (this.exactBytes === undefined) return done(null, chunk);
    if (this.bytes > this.exactBytes) return done(new StoredFileTooLargeError(this.exactBytes));
    if (this.bytes < this.exactBytes || chunk.length === 0) return done(null, chunk);
    this.heldBack = chunk.subarray(chunk.length - 1);
    done(null, chunk.subarray(0, chunk.length - 1));
  }
}

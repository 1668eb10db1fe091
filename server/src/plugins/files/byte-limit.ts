import { Transform, type TransformCallback } from 'node:stream';

/** A stream carried more bytes than its writer allows; nothing of it is kept. */
export class StoredFileTooLargeError extends Error {
  constructor(readonly maxBytes: number) {
    super(`the file is larger than ${maxBytes} bytes`);
    this.name = 'StoredFileTooLargeError';
  }
}

/**
 * Passes bytes through and counts them, failing as soon as they pass `maxBytes`, and at their
 * end when there are fewer than `exactBytes`.
 */
export class ByteLimit extends Transform {
  bytes = 0;

  constructor(
    private readonly maxBytes: number = Number.POSITIVE_INFINITY,
    private readonly exactBytes?: number,
  ) {
    super();
  }

  override _flush(done: TransformCallback): void {
    if (this.exactBytes !== undefined && this.bytes !== this.exactBytes) {
      done(new Error(`the content had ${this.bytes} bytes, not the ${this.exactBytes} declared`));
    } else done();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    this.bytes += chunk.length;
    if (this.bytes > this.maxBytes) done(new StoredFileTooLargeError(this.maxBytes));
    else done(null, chunk);
  }
}

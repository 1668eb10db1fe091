import { Transform, type TransformCallback } from 'node:stream';

/** A stream carried more bytes than its writer allows; nothing of it is kept. */
export class StoredFileTooLargeError extends Error {
  constructor(readonly maxBytes: number) {
    super(`the file is larger than ${maxBytes} bytes`);
    this.name = 'StoredFileTooLargeError';
  }
}

/** Passes bytes through and counts them, failing as soon as they pass `maxBytes`. */
export class ByteLimit extends Transform {
  bytes = 0;

  constructor(private readonly maxBytes: number = Number.POSITIVE_INFINITY) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    this.bytes += chunk.length;
    if (this.bytes > this.maxBytes) done(new StoredFileTooLargeError(this.maxBytes));
    else done(null, chunk);
  }
}

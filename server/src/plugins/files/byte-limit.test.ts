import { Readable, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

import { describe, expect, it } from 'vitest';

import { ByteLimit, StoredFileTooLargeError } from './byte-limit.ts';

/** Runs the chunks through a limit; answers what came out and how it ended. */
async function through(limit: ByteLimit, chunks: Buffer[]) {
  const out: Buffer[] = [];
  let passedBeforeEnd = 0;
  let sourceEnded = false;
  const source = Readable.from(
    (async function* () {
      yield* chunks;
      sourceEnded = true;
    })(),
  );
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      out.push(chunk);
      if (!sourceEnded) passedBeforeEnd += chunk.length;
      done();
    },
  });
  const error = await pipeline(source, limit, sink).then(
    () => undefined,
    (failure: unknown) => failure,
  );
  return { bytes: Buffer.concat(out).length, passedBeforeEnd, error };
}

const chunk = (size: number) => Buffer.alloc(size, 7);

describe('ByteLimit', () => {
  it('passes content of the declared size whole', async () => {
    const result = await through(new ByteLimit(100, 10), [chunk(4), chunk(6)]);
    expect(result).toMatchObject({ bytes: 10, error: undefined });
  });

  it('holds the last declared byte back until the source has ended', async () => {
    // A storage that has all the declared bytes stores them; a source that then goes on
    // would be refused too late (S3 keeps an object once its Content-Length has arrived).
    const result = await through(new ByteLimit(100, 10), [chunk(4), chunk(6)]);
    expect(result.passedBeforeEnd).toBeLessThan(10);
  });

  it('fails at once when the content goes past its declared size, never passing all of it', async () => {
    const result = await through(new ByteLimit(100, 10), [chunk(10), chunk(5), chunk(50)]);
    expect(result.error).toBeInstanceOf(StoredFileTooLargeError);
    expect(result.bytes).toBeLessThan(10);
  });

  it('fails at the end when the content is shorter than declared', async () => {
    const result = await through(new ByteLimit(100, 10), [chunk(4)]);
    expect(result.error).toBeInstanceOf(Error);
  });

  it('fails past its limit when no size is declared', async () => {
    const result = await through(new ByteLimit(8), [chunk(4), chunk(6)]);
    expect(result.error).toBeInstanceOf(StoredFileTooLargeError);
  });
});

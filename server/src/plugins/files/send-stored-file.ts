import type { FastifyReply, FastifyRequest } from 'fastify';

import { byteRangeOf } from '../../http/byte-range.ts';
import type { FileStorage } from './file-storage.ts';

export interface StoredFileAnswer {
  key: string;
  /** The file's size as recorded when it was stored: ranges are read against it. */
  size: number;
  type: string;
  contentDisposition: string;
}

/**
 * Sends a stored file, or the one range of it the request asks for (206), so that a video
 * plays and seeks as it streams; a range past the end is answered 416. Never kept in the HTTP
 * cache, where the next user of a shared computer could find it. Undefined when the storage
 * has no such file, for the caller to answer as it answers a file it does not show.
 */
export async function sendStoredFile(
  files: FileStorage,
  request: FastifyRequest,
  reply: FastifyReply,
  file: StoredFileAnswer,
): Promise<FastifyReply | undefined> {
  const asked = byteRangeOf(request.headers.range, file.size);
  void reply
    .header('accept-ranges', 'bytes')
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'private, no-store');
  if (asked.kind === 'unsatisfiable') {
    return reply.code(416).header('content-range', `bytes */${file.size}`).send();
  }
  const range = asked.kind === 'part' ? asked.range : undefined;
  const opened = await files.open(file.key, range);
  if (!opened) return undefined;
  void reply.type(file.type).header('content-disposition', file.contentDisposition);
  if (!range) return reply.header('content-length', opened.size).send(opened.stream);
  return reply
    .code(206)
    .header('content-range', `bytes ${range.start}-${range.end}/${opened.size}`)
    .header('content-length', range.end - range.start + 1)
    .send(opened.stream);
}

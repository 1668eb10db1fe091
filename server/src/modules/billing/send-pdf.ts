import type { FastifyReply } from 'fastify';

import { contentDisposition } from '../../http/content-disposition.ts';

/** Answers a PDF as a download, never cached by anyone in between. */
export function sendPdf(reply: FastifyReply, pdf: Buffer, fileName: string) {
  return reply
    .type('application/pdf')
    .header('content-disposition', contentDisposition('attachment', fileName))
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'private, no-store')
    .send(pdf);
}

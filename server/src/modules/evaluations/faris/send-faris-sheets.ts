import { createHash } from 'node:crypto';

import type { FastifyInstance, FastifyReply } from 'fastify';
import type { z } from 'zod';

import {
  farisSheetsFileName,
  type zFarisSheetsQuery,
} from '../../../../../contract/faris-sheet.ts';
import type { AuthenticatedUser } from '../../../plugins/auth/authenticated-user.ts';
import { contentDisposition } from '../../../http/content-disposition.ts';
import { clientGone } from '../../../http/client-gone.ts';
import { schoolReportRequest } from '../school-report-request.ts';
import { schoolFarisSheets } from './school-faris-sheets.ts';

/**
 * Answers a school's Faris entry sheets as one PDF, a page per finalised evaluation, for the
 * school, year and language `schoolReportRequest` reads from the query.
 * The forms are read here; the drawing happens in the portfolio's render workers, with their
 * queue, time budget and cache (docs/portfolio.md, "Rendering off the main thread").
 */
export async function sendFarisSheets(
  app: Pick<FastifyInstance, 'db' | 'clock' | 'portfolioPdfs'>,
  reply: FastifyReply,
  viewer: AuthenticatedUser,
  query: z.output<typeof zFarisSheetsQuery>,
) {
  const madeAt = app.clock.now();
  const { schoolId, schoolYear, locale } = schoolReportRequest(viewer, query, madeAt);
  const { schoolName, sheets } = await schoolFarisSheets(app.db, viewer, schoolId, schoolYear);
  const job = { kind: 'farisSheets' as const, schoolName, schoolYear, sheets, locale, madeAt };
  const key = createHash('sha256')
    .update(JSON.stringify({ ...job, madeAt: undefined }))
    .digest('base64url');
  const gone = clientGone(reply);
  const pdf = await app.portfolioPdfs
    .render(key, () => Promise.resolve(job), gone)
    .catch((error: unknown) => {
      if (gone.aborted) return null;
      throw error;
    });
  if (pdf === null) return reply.hijack();
  return reply
    .type('application/pdf')
    .header(
      'content-disposition',
      contentDisposition('attachment', farisSheetsFileName(schoolName, schoolYear, locale)),
    )
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'private, no-store')
    .send(pdf);
}

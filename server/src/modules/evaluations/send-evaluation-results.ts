import type { FastifyInstance, FastifyReply } from 'fastify';
import type { z } from 'zod';

import {
  evaluationResultsFileName,
  xlsxContentType,
  type zEvaluationResultsExportQuery,
} from '../../../../contract/evaluation-results-export.ts';
import type { AuthenticatedUser } from '../../plugins/auth/authenticated-user.ts';
import { contentDisposition } from '../../http/content-disposition.ts';
import { evaluationResultsWorkbook } from './evaluation-results-workbook.ts';
import { schoolEvaluationResults } from './school-evaluation-results.ts';
import { schoolReportRequest } from './school-report-request.ts';

type ExportContext = Pick<FastifyInstance, 'db' | 'clock'>;

/**
 * Answers the school's evaluation results as an XLSX file: a principal's own school (403 for
 * another), or the one a super admin names (400 without it); the current school year and the caller's
 * language unless asked otherwise.
 */
export async function sendEvaluationResults(
  app: ExportContext,
  reply: FastifyReply,
  viewer: AuthenticatedUser,
  query: z.output<typeof zEvaluationResultsExportQuery>,
) {
  const now = app.clock.now();
  const { schoolId, schoolYear, locale } = schoolReportRequest(viewer, query, now);
  const results = await schoolEvaluationResults(app.db, viewer, schoolId, schoolYear);
  const workbook = await evaluationResultsWorkbook(results, locale, now);
  const fileName = evaluationResultsFileName(results.schoolName, schoolYear, locale);
  return reply
    .type(xlsxContentType)
    .header('content-disposition', contentDisposition('attachment', fileName))
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'private, no-store')
    .send(workbook);
}

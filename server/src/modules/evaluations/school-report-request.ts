import type { z } from 'zod';

import type { Locale } from '../../../../contract/constants.ts';
import type { zEvaluationResultsExportQuery } from '../../../../contract/evaluation-results-export.ts';
import {
  schoolYearAt,
  schoolYearLabel,
  type SchoolYear,
} from '../../../../contract/school-year.ts';
import { ApiError } from '../../http/api-error.ts';
import type { AuthenticatedUser } from '../../plugins/auth/authenticated-user.ts';
import { viewedSchoolId } from '../achievements/access.ts';

export interface SchoolReportRequest {
  schoolId: string;
  schoolYear: SchoolYear;
  locale: Locale;
}

/**
 * What a school's evaluation report (the results spreadsheet, the Faris entry sheets) is asked
 * for: a principal's own school (naming another is 403, never quietly their own), or the one a
 * super admin names (400 without it); the current school year and the caller's language unless
 * asked otherwise.
 */
export function schoolReportRequest(
  viewer: AuthenticatedUser,
  query: z.output<typeof zEvaluationResultsExportQuery>,
  now: Date,
): SchoolReportRequest {
  const schoolId = viewedSchoolId(viewer, query.organizationId);
  if (query.organizationId !== undefined && query.organizationId !== schoolId) {
    throw new ApiError(403, 'common.error.forbidden');
  }
  return {
    schoolId,
    schoolYear: query.schoolYear ?? schoolYearLabel(schoolYearAt(now).startYear),
    locale: query.lang ?? viewer.locale,
  };
}

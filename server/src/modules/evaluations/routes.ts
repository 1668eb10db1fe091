import { staffRoles } from '../../../../contract/constants.ts';
import { evaluationSeasonEndpoints as season } from '../../../../contract/endpoints/evaluation-season.ts';
import { evaluationEndpoints as forms } from '../../../../contract/endpoints/evaluations.ts';
import { evaluationResultsExportLimits } from '../../../../contract/evaluation-results-export.ts';
import { farisSheetLimits } from '../../../../contract/faris-sheet.ts';
import type { ApiModule } from '../../http/api-module.ts';
import { declaredRoute } from '../../http/declared-route.ts';
import { success } from '../../http/envelope.ts';
import { perUserRateLimit } from '../../plugins/rate-limit/per-user-rate-limit.ts';
import { registerReplayableWrite } from '../replayable-writes/access.ts';
import { listEvaluationsOf, readEvaluation } from './evaluation-reads.ts';
import {
  exemptionReasons,
  exemptMember,
  listExemptions,
  removeExemption,
} from './evaluation-exemptions.ts';
import { readEvaluationSettings, saveEvaluationSettings } from './evaluation-settings.ts';
import { replayableEvaluationWrites } from './replayable-evaluation-writes.ts';
import { sendFarisSheets } from './faris/send-faris-sheets.ts';
import { sendEvaluationResults } from './send-evaluation-results.ts';

/**
 * The evaluation form's two sides (contract/endpoints/evaluations.ts declares the calls), the
 * school's results as a spreadsheet and its Faris entry sheets as a PDF, for its principal. The writes are registered from
 * replayable-evaluation-writes.ts, where the batched push finds them.
 */
export const evaluationRoutes: ApiModule = async (app) => {
  const staff = { config: { auth: { roles: staffRoles } } } as const;

  declaredRoute(app, forms.listMine, staff, async (request) =>
    success(await listEvaluationsOf(app, request.user, request.user.id)),
  );

  declaredRoute(app, forms.listOfUser, staff, async (request) =>
    success(await listEvaluationsOf(app, request.user, request.params.id)),
  );

  const resultsExport = {
    config: {
      auth: { roles: ['org_admin', 'super_admin'] },
      rateLimit: perUserRateLimit(
        'evaluation-results',
        evaluationResultsExportLimits.perUserPerHour,
        '1 hour',
      ),
    },
  } as const;
  declaredRoute(app, forms.exportResults, resultsExport, async (request, reply) =>
    sendEvaluationResults(app, reply, request.user, request.query),
  );

  const farisSheets = {
    config: {
      auth: { roles: ['org_admin', 'super_admin'] },
      rateLimit: perUserRateLimit('faris-sheets', farisSheetLimits.perUserPerHour, '1 hour'),
    },
  } as const;
  declaredRoute(app, forms.farisSheets, farisSheets, async (request, reply) =>
    sendFarisSheets(app, reply, request.user, request.query),
  );

  declaredRoute(app, forms.read, staff, async (request) =>
    success(await readEvaluation(app, request.user, request.params.id)),
  );

  // Who is evaluated this year, and the objection window: the principal's, online.
  const principals = { config: { auth: { roles: ['org_admin'] } } } as const;
  declaredRoute(app, season.exemptionReasons, staff, async () =>
    success(await exemptionReasons(app.db)),
  );
  // A staff member reads her own line: her self-assessment says why it is closed.
  const principalsAndStaff = { config: { auth: { roles: ['org_admin', 'agent'] } } } as const;
  declaredRoute(app, season.listExemptions, principalsAndStaff, async (request) =>
    success(await listExemptions(app, request.user, request.query.schoolYear)),
  );
  declaredRoute(app, season.exempt, principals, async (request) =>
    success(
      await exemptMember(
        app,
        request.user,
        request.params.id,
        request.params.schoolYear,
        request.body,
      ),
      'evaluations.success.exemptionSaved',
    ),
  );
  declaredRoute(app, season.removeExemption, principals, async (request) =>
    success(
      await removeExemption(app, request.user, request.params.id, request.params.schoolYear),
      'evaluations.success.exemptionRemoved',
    ),
  );
  declaredRoute(app, season.readSettings, principals, async (request) =>
    success(await readEvaluationSettings(app, request.user)),
  );
  declaredRoute(app, season.saveSettings, principals, async (request) =>
    success(
      await saveEvaluationSettings(app, request.user, request.body),
      'evaluations.success.settingsSaved',
    ),
  );

  for (const write of replayableEvaluationWrites) registerReplayableWrite(app, write);
};

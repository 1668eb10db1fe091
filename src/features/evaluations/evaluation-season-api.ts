import { evaluationSeasonEndpoints as season } from '../../../contract/endpoints/evaluation-season.ts';
import type { ExemptionInput } from '../../../contract/evaluation-exemptions.ts';
import type { EvaluationSettings } from '../../../contract/evaluation-objections.ts';
import { callEndpoint } from '../../lib/api/api-client.ts';

/** Who is not evaluated this year, and the school's objection window: online, the principal's. */
export const fetchExemptionReasons = (signal?: AbortSignal) =>
  callEndpoint(season.exemptionReasons, {}, { signal });

export const fetchExemptions = (schoolYear: string, signal?: AbortSignal) =>
  callEndpoint(season.listExemptions, { query: { schoolYear } }, { signal });

export const exemptMember = (userId: string, schoolYear: string, input: ExemptionInput) =>
  callEndpoint(season.exempt, { params: { id: userId, schoolYear }, body: input });

export const removeExemption = (userId: string, schoolYear: string) =>
  callEndpoint(season.removeExemption, { params: { id: userId, schoolYear } });

export const fetchEvaluationSettings = (signal?: AbortSignal) =>
  callEndpoint(season.readSettings, {}, { signal });

export const saveEvaluationSettings = (settings: EvaluationSettings) =>
  callEndpoint(season.saveSettings, { body: settings });

import { z } from 'zod';

import {
  zEvaluationExemption,
  zExemptionInput,
  zExemptionParams,
  zExemptionReason,
  zExemptionsQuery,
} from '../evaluation-exemptions.ts';
import {
  zEvaluationSettings,
  zObjectionAnswerInput,
  zObjectionAnswerParams,
  zObjectionInput,
} from '../evaluation-objections.ts';
import { zEvaluation } from '../evaluations.ts';
import { zIdParams } from '../ids.ts';
import { defineEndpoint } from './define-endpoint.ts';

const tag = 'Evaluations';

/**
 * The evaluation season beyond the form itself: the teacher's objection and the principal's
 * answers (written on the principal's form, offline through the outbox), who is not evaluated
 * this year, and the school's objection window (docs/states-and-transitions.md, "Objection";
 * docs/roles-and-permissions.md, "Evaluations").
 */
export const evaluationSeasonEndpoints = {
  object: defineEndpoint({
    method: 'POST',
    path: '/evaluations/:id/objection',
    summary: 'The teacher objects to criteria of her finalised evaluation, within the window',
    tag,
    params: zIdParams,
    body: zObjectionInput,
    result: zEvaluation,
  }),
  answerObjection: defineEndpoint({
    method: 'POST',
    path: '/evaluations/:id/objection/answers/:criterionId',
    summary: 'The principal answers one objected criterion: kept, or changed with a new score',
    tag,
    params: zObjectionAnswerParams,
    body: zObjectionAnswerInput,
    result: zEvaluation,
  }),
  exemptionReasons: defineEndpoint({
    method: 'GET',
    path: '/evaluation-exemption-reasons',
    summary: 'Why a staff member may be left out of a year’s evaluation',
    tag,
    result: z.array(zExemptionReason),
  }),
  listExemptions: defineEndpoint({
    method: 'GET',
    path: '/evaluation-exemptions',
    summary: 'The principal’s staff not evaluated in a school year (for a teacher, her own line)',
    tag,
    query: zExemptionsQuery,
    result: z.array(zEvaluationExemption),
  }),
  exempt: defineEndpoint({
    method: 'PUT',
    path: '/users/:id/evaluation-exemptions/:schoolYear',
    summary: 'Mark a staff member as not evaluated in a school year, with a reason',
    tag,
    params: zExemptionParams,
    body: zExemptionInput,
    result: zEvaluationExemption,
  }),
  removeExemption: defineEndpoint({
    method: 'DELETE',
    path: '/users/:id/evaluation-exemptions/:schoolYear',
    summary: 'Undo: the staff member is evaluated in that school year again',
    tag,
    params: zExemptionParams,
    result: z.null(),
  }),
  readSettings: defineEndpoint({
    method: 'GET',
    path: '/organizations/current/evaluation-settings',
    summary: 'The principal’s school’s evaluation settings (the objection window)',
    tag,
    result: zEvaluationSettings,
  }),
  saveSettings: defineEndpoint({
    method: 'PUT',
    path: '/organizations/current/evaluation-settings',
    summary: 'Change the school’s evaluation settings',
    tag,
    body: zEvaluationSettings,
    result: zEvaluationSettings,
  }),
};

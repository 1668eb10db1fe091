import { z } from 'zod';

import {
  zAcknowledgementInput,
  zCriterionScoreInput,
  zCriterionScoreParams,
  zEvaluation,
  zEvaluationCreate,
  zVersionOnly,
  zWrittenFeedbackInput,
} from '../evaluations.ts';
import { zEvaluationResultsExportQuery } from '../evaluation-results-export.ts';
import { zFarisSheetsQuery } from '../faris-sheet.ts';
import { zIdParams } from '../ids.ts';
import { defineEndpoint, fileResult } from './define-endpoint.ts';

const tag = 'Evaluations';

/**
 * The evaluation form's two sides, the principal's and the teacher's self-assessment; every
 * write answers the whole form with its next version (docs/states-and-transitions.md,
 * "Evaluations"; who sees what: docs/roles-and-permissions.md, "Evaluations").
 */
export const evaluationEndpoints = {
  listMine: defineEndpoint({
    method: 'GET',
    path: '/evaluations',
    summary: 'The caller’s own forms: the self-assessments, and evaluations once finalised',
    tag,
    result: z.array(zEvaluation),
  }),
  listOfUser: defineEndpoint({
    method: 'GET',
    path: '/users/:id/evaluations',
    summary: 'A staff member’s forms, for their evaluator',
    tag,
    params: zIdParams,
    result: z.array(zEvaluation),
  }),
  exportResults: defineEndpoint({
    method: 'GET',
    path: '/evaluations/export.xlsx',
    summary: 'The school’s evaluation results for a school year, as a spreadsheet (XLSX)',
    tag,
    query: zEvaluationResultsExportQuery,
    result: fileResult,
  }),
  farisSheets: defineEndpoint({
    method: 'GET',
    path: '/evaluations/faris-sheets.pdf',
    summary: 'The school’s finalised evaluations as Faris entry sheets, a page each (PDF)',
    tag,
    query: zFarisSheetsQuery,
    result: fileResult,
  }),
  read: defineEndpoint({
    method: 'GET',
    path: '/evaluations/:id',
    summary: 'One form',
    tag,
    params: zIdParams,
    result: zEvaluation,
  }),
  create: defineEndpoint({
    method: 'POST',
    path: '/evaluations',
    summary: 'Start a staff member’s form for a school year (answers the form if it exists)',
    tag,
    body: zEvaluationCreate,
    result: zEvaluation,
    successStatus: 201,
  }),
  saveScore: defineEndpoint({
    method: 'PUT',
    path: '/evaluations/:id/scores/:criterionId',
    summary: 'Score one criterion (1–5) with a note',
    tag,
    params: zCriterionScoreParams,
    body: zCriterionScoreInput,
    result: zEvaluation,
  }),
  saveWrittenFeedback: defineEndpoint({
    method: 'PUT',
    path: '/evaluations/:id/written-feedback',
    summary: 'The evaluator’s strengths and areas for development',
    tag,
    params: zIdParams,
    body: zWrittenFeedbackInput,
    result: zEvaluation,
  }),
  finalise: defineEndpoint({
    method: 'POST',
    path: '/evaluations/:id/finalise',
    summary: 'Finalise the principal’s evaluation; it becomes read-only',
    tag,
    params: zIdParams,
    body: zVersionOnly,
    result: zEvaluation,
  }),
  submit: defineEndpoint({
    method: 'POST',
    path: '/evaluations/:id/submit',
    summary: 'Hand the self-assessment to the evaluator; it becomes read-only',
    tag,
    params: zIdParams,
    body: zVersionOnly,
    result: zEvaluation,
  }),
  acknowledge: defineEndpoint({
    method: 'POST',
    path: '/evaluations/:id/acknowledge',
    summary: 'The teacher acknowledges a finalised evaluation, with an optional comment',
    tag,
    params: zIdParams,
    body: zAcknowledgementInput,
    result: zEvaluation,
  }),
};

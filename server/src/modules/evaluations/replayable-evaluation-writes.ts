import { staffRoles } from '../../../../contract/constants.ts';
import { evaluationSeasonEndpoints as season } from '../../../../contract/endpoints/evaluation-season.ts';
import { evaluationEndpoints as forms } from '../../../../contract/endpoints/evaluations.ts';
import { replayableWrite, type ReplayableWrite } from '../replayable-writes/access.ts';
import {
  acknowledgeEvaluation,
  closeEvaluation,
  saveCriterionScore,
  saveWrittenFeedback,
} from './evaluation-writes.ts';
import { answerObjection, objectToEvaluation } from './objection-writes.ts';
import { startEvaluation } from './start-evaluation.ts';

/** Who works with evaluation forms: the staff roles (each form checks its own writer). */

/**
 * Form writes; every one answers the whole form with its next version. The offline outbox
 * replays them, one by one or through the batched push, with an Idempotency-Key. Starting a
 * form checks the subscription inside `startEvaluation`, after the evaluatee.
 */
export const replayableEvaluationWrites: readonly ReplayableWrite[] = [
  replayableWrite({
    endpoint: forms.create,
    roles: staffRoles,
    apply: (app, caller, { body }) => startEvaluation(app, caller, body),
  }),
  replayableWrite({
    endpoint: forms.saveScore,
    roles: staffRoles,
    apply: (app, caller, { params, body }) =>
      saveCriterionScore(app, caller, params.id, params.criterionId, body),
  }),
  replayableWrite({
    endpoint: forms.saveWrittenFeedback,
    roles: staffRoles,
    apply: (app, caller, { params, body }) => saveWrittenFeedback(app, caller, params.id, body),
  }),
  replayableWrite({
    endpoint: forms.finalise,
    roles: staffRoles,
    apply: (app, caller, { params, body }) =>
      closeEvaluation(app, caller, params.id, body.version, 'principal'),
  }),
  replayableWrite({
    endpoint: forms.submit,
    roles: staffRoles,
    apply: (app, caller, { params, body }) =>
      closeEvaluation(app, caller, params.id, body.version, 'self'),
  }),
  replayableWrite({
    endpoint: forms.acknowledge,
    roles: staffRoles,
    apply: (app, caller, { params, body }) => acknowledgeEvaluation(app, caller, params.id, body),
  }),
  replayableWrite({
    endpoint: season.object,
    roles: staffRoles,
    apply: (app, caller, { params, body }) => objectToEvaluation(app, caller, params.id, body),
  }),
  replayableWrite({
    endpoint: season.answerObjection,
    roles: staffRoles,
    apply: (app, caller, { params, body }) =>
      answerObjection(app, caller, params.id, params.criterionId, body),
  }),
];

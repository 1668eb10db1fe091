import { describe, expect, it } from 'vitest';

import { successEnvelope } from '../../../../contract/envelope.ts';
import { zPushResult, type PushOutcome } from '../../../../contract/sync-push.ts';
import { ApiError } from '../../http/api-error.ts';
import { declaredAnswerSerializer } from '../../http/declared-answer.ts';
import { success } from '../../http/envelope.ts';
import { RequestValidationError } from '../../http/request-validation-error.ts';
import { pushAnswerJson } from './push-answer-json.ts';
import {
  failureAnswer,
  outcomeOf,
  replayedAnswer,
  storedResponseOf,
  stillRunningAnswer,
  successAnswer,
} from './route-answers.ts';

const routeSerializer = declaredAnswerSerializer(
  'POST /api/sync/push',
  successEnvelope(zPushResult),
);

const created = successAnswer(201, {
  id: 'a-1',
  eventStartAt: '2026-10-01T08:00:00.000Z',
  criterionIds: ['c-1'],
  reviewStatus: 'pending',
  files: [{ fileId: 'f-1', sizeBytes: 10 }],
});

const outcomes: PushOutcome[] = [
  outcomeOf('m-1', created),
  outcomeOf('m-2', successAnswer(204, undefined)),
  outcomeOf(
    'm-3',
    failureAnswer(
      new RequestValidationError([
        { field: 'description', key: 'validation.error.required', params: { max: 2 } },
      ]),
    ),
  ),
  outcomeOf('m-4', failureAnswer(new ApiError(409, 'common.error.conflict'))),
  outcomeOf('m-5', replayedAnswer(201, storedResponseOf(created))),
  outcomeOf('m-6', stillRunningAnswer()),
  { id: 'm-7', status: 424, skipped: true },
];

describe('the push’s answer', () => {
  it('is what the route’s declared serializer sends for the same outcomes', () => {
    expect(JSON.parse(pushAnswerJson(outcomes))).toEqual(
      JSON.parse(routeSerializer(success({ outcomes }))),
    );
  });

  it('sends each result in wire case, once written for its record', () => {
    const [first] = (JSON.parse(pushAnswerJson(outcomes)) as { result: { outcomes: unknown[] } })
      .result.outcomes;
    expect(first).toEqual({
      id: 'm-1',
      status: 201,
      result: {
        id: 'a-1',
        event_start_at: '2026-10-01T08:00:00.000Z',
        criterion_ids: ['c-1'],
        review_status: 'pending',
        files: [{ file_id: 'f-1', size_bytes: 10 }],
      },
    });
  });

  it('holds each outcome to its schema, as the serializer does', () => {
    const extra = { ...outcomeOf('m-8', created), internalNote: 'not sent' } as PushOutcome;
    const sent = JSON.parse(pushAnswerJson([extra])) as { result: { outcomes: object[] } };
    expect(sent.result.outcomes[0]).not.toHaveProperty('internal_note');
    expect(() => pushAnswerJson([{ id: 'm-9' } as PushOutcome])).toThrow(/declared result/);
  });
});

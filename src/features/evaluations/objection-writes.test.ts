// @vitest-environment node
import { describe, expect } from 'vitest';

import { evaluationFormId } from '../../../contract/evaluation-form-id.ts';
import { evaluationsTable, type EvaluationRow } from '../../entities/evaluation/evaluation-row.ts';
import { successResponse } from '../../lib/sync/testing/envelopes.ts';
import { offline } from '../../lib/sync/testing/fake-transport.ts';
import { replayTest as it } from '../../lib/sync/testing/replay-harness.ts';

import type { FormKey } from './evaluation-writes.ts';
import { answerObjection, objectToEvaluation } from './objection-writes.ts';

const teacher = { id: '0195f3a0-0000-7000-8000-000000000aaa', fullName: 'Huda' };
const principal = { id: '0195f3a0-0000-7000-8000-000000000bbb', fullName: 'Amal' };
const year = '2026-2027';
const key: FormKey = {
  evaluateeId: teacher.id,
  evaluateeName: teacher.fullName,
  schoolYear: year,
  side: 'principal',
  criteriaJob: 'teacher',
};
const [first, second] = [
  '0195f3a0-0000-7000-8000-000000000001',
  '0195f3a0-0000-7000-8000-000000000002',
];
const evidenceId = '0195f3a0-0000-7000-8000-0000000000e1';
const formId = evaluationFormId(teacher.id, year, 'principal');

/** A finalised principal's form as the teacher's device pulled it. */
const finalised: EvaluationRow = {
  id: formId,
  side: 'principal',
  evaluateeId: teacher.id,
  evaluateeName: teacher.fullName,
  criteriaJob: 'teacher',
  schoolYear: year,
  status: 'finalised',
  scores: [
    { criterionId: first, score: 3, note: '' },
    { criterionId: second, score: 3, note: '' },
  ],
  createdById: principal.id,
  closedById: principal.id,
  closedByName: principal.fullName,
  closedAt: '2026-11-01T08:00:00.000Z',
  weightedScore: 3,
  overallRating: 3,
  strengths: '',
  developmentAreas: '',
  acknowledgedAt: null,
  acknowledgementComment: '',
  createdAt: '2026-10-01T08:00:00.000Z',
  updatedAt: '2026-11-01T08:00:00.000Z',
  syncState: 'synced',
  version: 13,
};

describe('objection writes', () => {
  it('keeps an objection written offline on the device, from a form pulled before objections existed, and sends it when the server is back', async ({
    h,
  }) => {
    await evaluationsTable(h.db).put(finalised);
    await objectToEvaluation(h.db, key, teacher, [
      { criterionId: first, reason: ' My open lessons ', achievementIds: [evidenceId] },
    ]);

    const row = await evaluationsTable(h.db).get(formId);
    expect(row).toMatchObject({
      syncState: 'pending',
      objection: {
        status: 'open',
        items: [
          {
            criterionId: first,
            reason: 'My open lessons',
            achievementIds: [evidenceId],
            answer: null,
          },
        ],
      },
    });
    expect(row?.history?.map((step) => step.kind)).toEqual(['objected']);
    const [entry] = await h.db.outbox.toArray();
    expect(`${entry?.method} ${entry?.path}`).toBe(`POST /evaluations/${formId}/objection`);
    expect(entry?.body).toEqual({
      items: [{ criterionId: first, reason: 'My open lessons', achievementIds: [evidenceId] }],
      version: 13,
    });

    h.server.respondWith(offline());
    expect((await h.replay()).retrying).toBe(1);
    h.server.respondWith((request) => {
      const sent = request.json as { version?: number };
      return successResponse({ id: formId, version: (sent.version ?? 0) + 1 });
    });
    h.server.requests.length = 0;
    h.nowMs += 10 * 60_000;
    expect(await h.replay()).toMatchObject({ sent: 1, blocked: 0 });
    expect(h.server.requests[0]?.json).toMatchObject({ version: 13 });
    expect(await evaluationsTable(h.db).get(formId)).toMatchObject({
      syncState: 'synced',
      version: 14,
    });
  });

  it('shows a changed score and the total the device adds up at once, and the objection answered once every item is', async ({
    h,
  }) => {
    await evaluationsTable(h.db).put({
      ...finalised,
      objection: {
        status: 'open',
        submittedAt: '2026-11-02T08:00:00.000Z',
        answeredAt: null,
        items: [
          { criterionId: first, reason: 'One', achievementIds: [], answer: null },
          { criterionId: second, reason: 'Two', achievementIds: [], answer: null },
        ],
      },
      history: [],
    });
    const recompute = () => ({ weightedScore: 3.4, overallRating: 3 });
    await answerObjection(
      h.db,
      key,
      principal,
      { criterionId: first, decision: 'kept', newScore: null, comment: 'Seen' },
      recompute,
    );
    expect((await evaluationsTable(h.db).get(formId))?.objection?.status).toBe('open');
    await answerObjection(
      h.db,
      key,
      principal,
      { criterionId: second, decision: 'changed', newScore: 5, comment: ' Fair ' },
      recompute,
    );
    const row = await evaluationsTable(h.db).get(formId);
    expect(row).toMatchObject({
      weightedScore: 3.4,
      overallRating: 3,
      objection: { status: 'answered' },
    });
    expect(row?.scores.find((entry) => entry.criterionId === second)?.score).toBe(5);
    expect(row?.objection?.items.map((item) => item.answer?.toScore)).toEqual([3, 5]);
    const entries = await h.db.outbox.orderBy('id').toArray();
    expect(entries.map((entry) => entry.path)).toEqual([
      `/evaluations/${formId}/objection/answers/${first}`,
      `/evaluations/${formId}/objection/answers/${second}`,
    ]);
    expect(entries[1]?.body).toEqual({
      decision: 'changed',
      newScore: 5,
      comment: 'Fair',
      version: 13,
    });
  });
});

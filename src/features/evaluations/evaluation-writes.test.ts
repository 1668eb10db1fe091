// @vitest-environment node
import { describe, expect } from 'vitest';

import { evaluationFormId } from '../../../contract/evaluation-form-id.ts';
import { evaluationsTable } from '../../entities/evaluation/evaluation-row.ts';
import { recordKeyOf } from '../../lib/db/record-key.ts';
import { offline } from '../../lib/sync/testing/fake-transport.ts';
import { replayTest as it } from '../../lib/sync/testing/replay-harness.ts';

import {
  closeForm,
  saveCriterionScore,
  saveWrittenFeedback,
  type FormKey,
} from './evaluation-writes.ts';

const teacherId = '0195f3a0-0000-7000-8000-000000000aaa';
const principal = { id: 'principal-1', fullName: 'Amal' };
const key: FormKey = {
  evaluateeId: teacherId,
  evaluateeName: 'Huda',
  schoolYear: '2026-2027',
  side: 'principal',
  criteriaJob: 'teacher',
};
const [first, second] = [
  '0195f3a0-0000-7000-8000-000000000001',
  '0195f3a0-0000-7000-8000-000000000002',
];
const formId = evaluationFormId(teacherId, '2026-2027', 'principal');

describe('evaluation form writes', () => {
  it('starts the form under its shared id with the first score, and keeps later scores in the same queue', async ({
    h,
  }) => {
    await saveCriterionScore(h.db, key, principal.id, {
      criterionId: first,
      score: 4,
      note: ' Good ',
    });
    await saveCriterionScore(h.db, key, principal.id, { criterionId: second, score: 3, note: '' });
    await saveCriterionScore(h.db, key, principal.id, {
      criterionId: first,
      score: 5,
      note: 'Better',
    });

    const row = await evaluationsTable(h.db).get(formId);
    expect(row).toMatchObject({ syncState: 'pending', status: 'draft', side: 'principal' });
    expect(row?.scores).toEqual([
      { criterionId: second, score: 3, note: '' },
      { criterionId: first, score: 5, note: 'Better' },
    ]);
    const entries = await h.db.outbox.orderBy('id').toArray();
    expect(entries.map((entry) => entry.recordKey)).toEqual(
      Array(4).fill(recordKeyOf('evaluations', formId)),
    );
    expect(entries.map((entry) => `${entry.method} ${entry.path}`)).toEqual([
      'POST /evaluations',
      `PUT /evaluations/${formId}/scores/${first}`,
      `PUT /evaluations/${formId}/scores/${second}`,
      `PUT /evaluations/${formId}/scores/${first}`,
    ]);
    expect(entries[1]?.body).toEqual({ score: 4, note: 'Good' });
  });

  it('saves the strengths and areas for development offline, trimmed, through the outbox', async ({
    h,
  }) => {
    await saveWrittenFeedback(h.db, key, principal.id, {
      strengths: '  Clear plans ',
      developmentAreas: 'Vary the assessment',
    });
    expect(await evaluationsTable(h.db).get(formId)).toMatchObject({
      strengths: 'Clear plans',
      developmentAreas: 'Vary the assessment',
      syncState: 'pending',
    });
    const entries = await h.db.outbox.orderBy('id').toArray();
    expect(entries.map((entry) => `${entry.method} ${entry.path}`)).toEqual([
      'POST /evaluations',
      `PUT /evaluations/${formId}/written-feedback`,
    ]);
    expect(entries[1]?.body).toEqual({
      strengths: 'Clear plans',
      developmentAreas: 'Vary the assessment',
    });
  });

  it('keeps a criterion’s note when only its score is saved after it, and its score for a note', async ({
    h,
  }) => {
    await saveCriterionScore(h.db, key, principal.id, { criterionId: first, score: 3 });
    await saveCriterionScore(h.db, key, principal.id, { criterionId: first, note: ' Clear ' });
    await saveCriterionScore(h.db, key, principal.id, { criterionId: first, score: 4 });
    expect((await evaluationsTable(h.db).get(formId))?.scores).toEqual([
      { criterionId: first, score: 4, note: 'Clear' },
    ]);
    const entries = await h.db.outbox.orderBy('id').toArray();
    expect(entries.at(-1)?.body).toEqual({ score: 4, note: 'Clear' });
  });

  it('keeps the strengths when only the areas are saved after them', async ({ h }) => {
    await saveWrittenFeedback(h.db, key, principal.id, { strengths: 'Clear plans' });
    await saveWrittenFeedback(h.db, key, principal.id, { developmentAreas: 'Vary the assessment' });
    expect(await evaluationsTable(h.db).get(formId)).toMatchObject({
      strengths: 'Clear plans',
      developmentAreas: 'Vary the assessment',
    });
    const entries = await h.db.outbox.orderBy('id').toArray();
    expect(entries.at(-1)?.body).toEqual({
      strengths: 'Clear plans',
      developmentAreas: 'Vary the assessment',
    });
  });

  it('finalises on the device with the rating shown, and sends it once online', async ({ h }) => {
    await saveCriterionScore(h.db, key, principal.id, { criterionId: first, score: 4, note: '' });
    await closeForm(h.db, key, principal, { weightedScore: 3.5, overallRating: 4 });
    expect(await evaluationsTable(h.db).get(formId)).toMatchObject({
      status: 'finalised',
      weightedScore: 3.5,
      overallRating: 4,
      closedById: principal.id,
    });

    h.server.respondWith(offline());
    expect((await h.replay()).retrying).toBe(1);
    h.server.respondWith((request) => {
      const sent = request.json as { version?: number };
      return new Response(
        JSON.stringify({ success: true, result: { id: formId, version: (sent.version ?? 0) + 1 } }),
        { status: 200, headers: { 'Content-Type': 'application/json' } },
      );
    });
    h.server.requests.length = 0;
    h.nowMs += 10 * 60_000;
    expect(await h.replay()).toMatchObject({ sent: 3, blocked: 0 });
    expect(
      h.server.requests.map((request) => new URL(request.url, 'http://device').pathname),
    ).toEqual([
      '/api/evaluations',
      `/api/evaluations/${formId}/scores/${first}`,
      `/api/evaluations/${formId}/finalise`,
    ]);
    expect(await evaluationsTable(h.db).get(formId)).toMatchObject({
      syncState: 'synced',
      version: 3,
    });
  });
});

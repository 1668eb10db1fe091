import { describe, expect, it } from 'vitest';
import { z } from 'zod';

import { defineEndpoint } from '../../../../contract/endpoints/define-endpoint.ts';
import { successEnvelope } from '../../../../contract/envelope.ts';
import { declaredAnswerSerializer } from '../../http/declared-answer.ts';
import { success } from '../../http/envelope.ts';
import {
  declaredResultOf,
  failureAnswer,
  storedResponseOf,
  successAnswer,
} from './route-answers.ts';

const renameNote = defineEndpoint({
  method: 'PUT',
  path: '/notes/:id',
  summary: 'Rename a note',
  tag: 'test',
  params: z.object({ id: z.string() }),
  body: z.object({ title: z.string() }),
  result: z.object({ id: z.string(), title: z.string(), updatedAt: z.string() }),
});

const applied = {
  id: 'note-1',
  title: 'Week 3',
  updatedAt: new Date('2026-03-04T05:06:07.000Z'),
  ownerPasswordHash: 'secret-hash',
};

describe('a pushed write’s answer', () => {
  it('is kept for replay exactly as the write’s own route sends it', () => {
    const pushed = storedResponseOf(successAnswer(200, declaredResultOf(renameNote, applied)));
    const routeSends = declaredAnswerSerializer(
      'PUT /api/notes/:id',
      successEnvelope(renameNote.result),
    )(success(applied));

    expect(pushed.body).toBe(routeSends);
    expect(JSON.parse(pushed.body)).toEqual({
      success: true,
      result: { id: 'note-1', title: 'Week 3', updated_at: '2026-03-04T05:06:07.000Z' },
    });
  });

  it('is a 500 when the write answers outside its declaration', () => {
    let thrown: unknown;
    try {
      declaredResultOf(renameNote, { ...applied, title: 7 });
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toMatchObject({
      route: 'PUT /notes/:id',
      issues: [expect.objectContaining({ path: ['title'], code: 'invalid_type' })],
    });
    expect(failureAnswer(thrown)).toMatchObject({
      statusCode: 500,
      envelope: { success: false, error: 'common.error.server' },
      unexpected: true,
    });
  });
});

// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { uuidv7 } from '../../../contract/uuid-v7.ts';
import { closeUserDb, openUserDb } from '../../lib/db/current-user-db.ts';
import type { UserDb } from '../../lib/db/user-db.ts';

import { readAttentionItems } from './read-attention-items.ts';

const userId = 'teacher-1';
let db: UserDb;

beforeEach(() => {
  db = openUserDb(`user-${uuidv7()}`);
});
afterEach(() => closeUserDb());

function goal(id: string, dueDate: string, status = 'in_progress') {
  return {
    id,
    statement: `Goal ${id}`,
    targetMetric: '',
    dueDate,
    criterionIds: [],
    progress: 0,
    status,
    sortOrder: 0,
  };
}

describe('readAttentionItems', () => {
  it('lists returned evidence, the acknowledgement she owes and goals due within a week', async () => {
    await db.table('achievements').bulkPut([
      { id: 'a1', description: 'Reading lesson', reviewStatus: 'returned', syncState: 'synced' },
      { id: 'a2', description: 'Accepted one', reviewStatus: 'accepted', syncState: 'synced' },
      {
        id: 'a3',
        description: 'Being deleted',
        reviewStatus: 'returned',
        syncState: 'pending',
        deletedLocally: true,
      },
    ]);
    await db.table('evaluations').bulkPut([
      {
        id: 'f1',
        evaluateeId: userId,
        side: 'principal',
        status: 'finalised',
        schoolYear: '2026-2027',
        syncState: 'synced',
      },
      {
        id: 'f2',
        evaluateeId: userId,
        side: 'self',
        status: 'submitted',
        schoolYear: '2026-2027',
        syncState: 'synced',
      },
    ]);
    await db.table('developmentPlans').bulkPut([
      {
        id: 'p1',
        name: 'Plan',
        beneficiaryId: userId,
        status: 'active',
        syncState: 'synced',
        goals: [
          goal('g-late', '2026-11-20'),
          goal('g-soon', '2026-11-30'),
          goal('g-done', '2026-11-29', 'achieved'),
          goal('g-later', '2026-12-10'),
        ],
      },
      {
        id: 'p2',
        name: 'Draft',
        beneficiaryId: userId,
        status: 'draft',
        syncState: 'synced',
        goals: [goal('g-draft', '2026-11-29')],
      },
    ]);

    const items = await readAttentionItems(db, userId, '2026-11-28');
    expect(items.returnedEvidence).toEqual([{ id: 'a1', description: 'Reading lesson' }]);
    expect(items.acknowledgement).toEqual({ formId: 'f1', schoolYear: '2026-2027' });
    expect(items.goalsDue.map((due) => [due.goalId, due.overdue])).toEqual([
      ['g-late', true],
      ['g-soon', false],
    ]);
  });

  it('has nothing for a teacher with nothing waiting', async () => {
    expect(await readAttentionItems(db, userId, '2026-11-28')).toEqual({
      returnedEvidence: [],
      acknowledgement: null,
      goalsDue: [],
    });
  });
});

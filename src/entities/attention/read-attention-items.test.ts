// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { uuidv7 } from '../../../contract/uuid-v7.ts';
import { closeUserDb, openUserDb } from '../../lib/db/current-user-db.ts';
import { cursorsOpenedBy } from '../../lib/db/testing/cursors-opened.ts';
import type { UserDb } from '../../lib/db/user-db.ts';

import { readAttentionItems, readReturnedEvidence } from './read-attention-items.ts';

const userId = 'teacher-1';
let db: UserDb;

beforeEach(() => {
  db = openUserDb(`user-${uuidv7()}`);
});
afterEach(() => {
  vi.restoreAllMocks();
  closeUserDb();
});

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

async function seedWaitingItems(): Promise<void> {
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
}

describe('readAttentionItems', () => {
  it('lists returned evidence, the acknowledgement she owes and goals due within a week', async () => {
    await seedWaitingItems();
    const items = await readAttentionItems(db, userId, '2026-11-28');
    expect(items.returnedEvidence).toEqual([{ id: 'a1', description: 'Reading lesson' }]);
    expect(items.acknowledgement).toEqual({ formId: 'f1', schoolYear: '2026-2027' });
    expect(items.goalsDue.map((due) => [due.goalId, due.overdue])).toEqual([
      ['g-late', true],
      ['g-soon', false],
    ]);
  });

  it('reads each part in one request, not a cursor step a row', async () => {
    // The bottom bar reads them on every screen's load, where each cursor step, a task of its
    // own, waits behind the first render on a slow phone (docs/achievements-at-scale.md).
    await seedWaitingItems();
    let goalsDue = 0;

    const cursors = await cursorsOpenedBy(async () => {
      goalsDue = (await readAttentionItems(db, userId, '2026-11-28')).goalsDue.length;
    });

    expect(goalsDue).toBe(2);
    expect(cursors).toBe(0);
  });

  it('has nothing for a teacher with nothing waiting', async () => {
    expect(await readAttentionItems(db, userId, '2026-11-28')).toEqual({
      returnedEvidence: [],
      acknowledgement: null,
      goalsDue: [],
    });
  });
});

describe('readReturnedEvidence', () => {
  // The bottom bar and the dashboard ask on every change of the table: a teacher's thousands of
  // achievements must not be walked one by one each time (docs/achievements-at-scale.md).
  it('reads the returned achievements alone, not every achievement on the device', async () => {
    await db.table('achievements').bulkPut(
      Array.from({ length: 2000 }, (_, index) => ({
        id: `kept-${index}`,
        description: `Accepted ${index}`,
        reviewStatus: index % 2 === 0 ? 'accepted' : undefined,
        syncState: 'synced',
      })),
    );
    await db.table('achievements').bulkPut([
      { id: 'r1', description: 'Returned lesson', reviewStatus: 'returned', syncState: 'synced' },
      {
        id: 'r2',
        description: 'Returned, being deleted',
        reviewStatus: 'returned',
        syncState: 'pending',
        deletedLocally: true,
      },
    ]);
    const steps = vi.spyOn(IDBCursor.prototype, 'continue');

    const returned = await readReturnedEvidence(db);

    expect(returned).toEqual([{ id: 'r1', description: 'Returned lesson' }]);
    expect(steps.mock.calls.length).toBeLessThan(10);
  });
});

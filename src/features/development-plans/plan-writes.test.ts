// @vitest-environment node
import { describe, expect } from 'vitest';

import { toSnakeCaseKeys } from '../../../contract/case-keys.ts';
import type { DevelopmentPlan } from '../../../contract/development-plans.ts';
import { recordKeyOf } from '../../lib/db/record-key.ts';
import { loseConnectionDuringNextWrite } from '../../lib/db/testing/lose-connection.ts';
import { resolveConflict } from '../../lib/sync/resolve-conflict.ts';
import { failureResponse } from '../../lib/sync/testing/envelopes.ts';
import { offline } from '../../lib/sync/testing/fake-transport.ts';
import { replayTest as it, type ReplayHarness } from '../../lib/sync/testing/replay-harness.ts';

import { plansTable } from './plan-row.ts';
import {
  addGoal,
  createPlan,
  deletePlan,
  moveGoal,
  movePlan,
  saveReview,
  updateGoal,
  type GoalInput,
} from './plan-writes.ts';

const criterionId = '0195f3a0-0000-7000-8000-000000000004';
const teacher = { id: 'teacher-1', fullName: 'Huda' };
const principal = { id: 'principal-1', fullName: 'Amal' };
const planInput = {
  name: ' Cooperative learning ',
  description: '',
  startDate: '2026-02-01',
  endDate: '2026-06-30',
};
const goalInput = (statement: string): GoalInput => ({
  statement,
  targetMetric: '4 lessons',
  dueDate: '2026-05-01',
  criterionIds: [criterionId],
});

async function planWithThreeGoals(h: ReplayHarness): Promise<string> {
  const id = await createPlan(planInput, { creator: teacher, beneficiary: teacher }, h.db);
  for (const statement of ['One', 'Two', 'Three']) await addGoal(id, goalInput(statement), h.db);
  return id;
}

function serverCopy(id: string, overrides: Partial<DevelopmentPlan>): DevelopmentPlan {
  return {
    id,
    name: 'Cooperative learning',
    description: '',
    beneficiaryId: teacher.id,
    beneficiaryName: teacher.fullName,
    creatorId: teacher.id,
    creatorName: teacher.fullName,
    startDate: '2026-02-01',
    endDate: '2026-06-30',
    status: 'active',
    goals: [],
    feedback: {
      userComment: '',
      adminComment: '',
      grade: null,
      reviewedById: null,
      reviewedAt: null,
    },
    version: 1,
    createdAt: '2026-02-01T00:00:00.000Z',
    updatedAt: '2026-02-01T00:00:00.000Z',
    ...overrides,
  };
}

describe('development plan writes', () => {
  it('keeps a plan and three goals made offline in one row and one queue, oldest first', async ({
    h,
  }) => {
    const id = await planWithThreeGoals(h);

    const row = await plansTable(h.db).get(id);
    expect(row).toMatchObject({
      syncState: 'pending',
      name: 'Cooperative learning',
      status: 'draft',
    });
    expect(row?.goals.map((goal) => [goal.statement, goal.sortOrder])).toEqual([
      ['One', 1],
      ['Two', 2],
      ['Three', 3],
    ]);
    const entries = await h.db.outbox.orderBy('id').toArray();
    expect(entries.map((entry) => entry.recordKey)).toEqual(
      Array(4).fill(recordKeyOf('developmentPlans', id)),
    );
    expect(entries.map((entry) => `${entry.method} ${entry.path}`)).toEqual([
      'POST /development-plans',
      `POST /development-plans/${id}/goals`,
      `POST /development-plans/${id}/goals`,
      `POST /development-plans/${id}/goals`,
    ]);
    // Nothing is based on a server version yet: the replay fills it in.
    expect(entries.every((entry) => entry.body?.version === undefined)).toBe(true);
  });

  it('replays once online, each goal based on the version the previous answer gave', async ({
    h,
  }) => {
    const id = await planWithThreeGoals(h);
    h.server.respondWith(offline());
    expect((await h.replay()).retrying).toBe(1);

    h.server.respondWith((request) => {
      const sent = request.json as { version?: number };
      return new Response(
        JSON.stringify({ success: true, result: { id, version: (sent.version ?? 0) + 1 } }),
        { status: 200, headers: { 'Content-Type': 'application/json' } },
      );
    });
    h.server.requests.length = 0;
    h.nowMs += 10 * 60_000;

    expect(await h.replay()).toMatchObject({ sent: 4, blocked: 0 });
    expect(
      h.server.requests.map((request) => (request.json as { version?: number }).version),
    ).toEqual([undefined, 1, 2, 3]);
    expect(h.server.requests.map((request) => request.headers['idempotency-key'])).toHaveLength(4);
    expect(await plansTable(h.db).get(id)).toMatchObject({ syncState: 'synced', version: 4 });
    expect(await h.db.outbox.count()).toBe(0);
  });

  it('sends a principal’s plan for staff with the beneficiary', async ({ h }) => {
    await createPlan(planInput, { creator: principal, beneficiary: teacher }, h.db);

    const [entry] = await h.db.outbox.toArray();
    expect(entry?.body).toMatchObject({ beneficiaryId: teacher.id, name: 'Cooperative learning' });
  });

  it('reorders goals locally and sends every goal id in the new order', async ({ h }) => {
    const id = await planWithThreeGoals(h);
    const goals = (await plansTable(h.db).get(id))?.goals ?? [];

    await moveGoal(id, goals[2]?.id ?? '', -1, h.db);

    const row = await plansTable(h.db).get(id);
    const order = [...(row?.goals ?? [])].sort((a, b) => a.sortOrder - b.sortOrder);
    expect(order.map((goal) => goal.statement)).toEqual(['One', 'Three', 'Two']);
    const last = (await h.db.outbox.orderBy('id').toArray()).at(-1);
    expect(last).toMatchObject({ method: 'PUT', path: `/development-plans/${id}/goals/order` });
    expect(last?.body).toEqual({ goalIds: order.map((goal) => goal.id) });
  });

  it('drops a plan the server never saw together with its queued goals', async ({ h }) => {
    const id = await planWithThreeGoals(h);
    const row = await plansTable(h.db).get(id);
    if (!row) throw new Error('plan expected');

    await deletePlan(row, h.db);

    expect(await plansTable(h.db).get(id)).toBeUndefined();
    expect(await h.db.outbox.count()).toBe(0);
  });

  it('turns a change the principal overtook into a conflict copy, never overwriting either side', async ({
    h,
  }) => {
    const id = await planWithThreeGoals(h);
    await h.replay();
    const goal = (await plansTable(h.db).get(id))?.goals[0];
    if (!goal) throw new Error('goal expected');
    await movePlan(id, 'active', h.db);
    await h.replay();
    const synced = await plansTable(h.db).get(id);
    expect(synced).toMatchObject({ syncState: 'synced', version: 5 });
    // Offline, the teacher marks progress on version 5 while the principal grades it (version 6).
    await updateGoal(
      id,
      goal.id,
      { ...goalInput('One'), progress: 50, status: 'in_progress' },
      h.db,
    );
    const graded = serverCopy(id, {
      version: 6,
      goals: [{ ...goal, progress: 0 }],
      feedback: {
        userComment: '',
        adminComment: 'Well planned',
        grade: 4,
        reviewedById: principal.id,
        reviewedAt: '2026-03-01T08:00:00.000Z',
      },
    });
    h.server.respondWith(() =>
      failureResponse(409, 'common.error.conflict', { result: toSnakeCaseKeys(graded) }),
    );

    expect((await h.replay()).blocked).toBe(1);

    const mine = await plansTable(h.db).get(id);
    expect(mine).toMatchObject({ syncState: 'conflict', version: 5 });
    expect(mine?.goals[0]).toMatchObject({ progress: 50, status: 'in_progress' });
    const conflict = await h.db.conflicts.get(recordKeyOf('developmentPlans', id));
    expect(conflict?.serverRecord).toMatchObject({ version: 6, feedback: { grade: 4 } });
  });

  it('keeps theirs: the graded copy replaces the local one and the refused edit is dropped', async ({
    h,
  }) => {
    const id = await planWithThreeGoals(h);
    await h.replay();
    await updateGoal(
      id,
      (await plansTable(h.db).get(id))?.goals[0]?.id ?? '',
      { ...goalInput('Mine'), progress: 20, status: 'in_progress' },
      h.db,
    );
    const graded = serverCopy(id, {
      version: 9,
      feedback: { ...serverCopy(id, {}).feedback, grade: 5 },
    });
    h.server.respondWith(() =>
      failureResponse(409, 'common.error.conflict', { result: toSnakeCaseKeys(graded) }),
    );
    await h.replay();

    await resolveConflict(h.db, recordKeyOf('developmentPlans', id), 'keep_theirs');

    expect(await plansTable(h.db).get(id)).toMatchObject({
      syncState: 'synced',
      version: 9,
      feedback: { grade: 5 },
    });
    expect(await h.db.outbox.count()).toBe(0);
  });

  it('keeps mine: the edit goes again on top of the server’s version', async ({ h }) => {
    const id = await planWithThreeGoals(h);
    await h.replay();
    await saveReview(id, { adminComment: 'Mine', grade: 3 }, principal.id, h.db);
    h.server.respondWith(() =>
      failureResponse(409, 'common.error.conflict', {
        result: toSnakeCaseKeys(serverCopy(id, { version: 7 })),
      }),
    );
    await h.replay();

    await resolveConflict(h.db, recordKeyOf('developmentPlans', id), 'keep_mine');

    const [entry] = await h.db.outbox.toArray();
    expect(entry).toMatchObject({ state: 'pending', path: `/development-plans/${id}/review` });
    expect(entry?.body).toEqual({ adminComment: 'Mine', grade: 3, version: 7 });
    expect(await plansTable(h.db).get(id)).toMatchObject({ syncState: 'pending', version: 7 });
  });
});

describe('plan changes when Safari closes the database under the page', () => {
  it('opens it again and keeps the goal the teacher added', async ({ h }) => {
    const id = await createPlan(planInput, { creator: teacher, beneficiary: teacher }, h.db);
    const restore = loseConnectionDuringNextWrite('outbox');
    try {
      await addGoal(id, goalInput('Peer observation'), h.db);
    } finally {
      restore();
    }

    const plan = await plansTable(h.db).get(id);
    expect(plan?.goals.map((goal) => goal.statement)).toEqual(['Peer observation']);
    expect((await h.db.outbox.toArray()).filter((entry) => entry.recordId === id)).toHaveLength(2);
  });
});

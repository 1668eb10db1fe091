import type { GoalStatus, PlanGoal, PlanStatus } from '../../../contract/development-plans.ts';
import { developmentPlanEndpoints as plans } from '../../../contract/endpoints/development-plans.ts';
import { currentUserDb } from '../../lib/db/current-user-db.ts';
import type { UserDb } from '../../lib/db/user-db.ts';
import { withDeviceStorage } from '../../lib/db/with-device-storage.ts';
import { uuidv7 } from '../../../contract/uuid-v7.ts';
import { deleteSyncedRecord } from '../../lib/sync/delete-synced-record.ts';
import {
  enqueueWrite,
  type OutboxRequest,
  type RecordContent,
} from '../../lib/sync/enqueue-write.ts';
import { outboxRequest } from '../../lib/sync/outbox-request.ts';
import { enqueueRecordChange } from '../../lib/sync/enqueue-record-change.ts';
import { requestReplay } from '../../lib/sync/schedule-replay.ts';

import { plansTable, type PlanRow } from './plan-row.ts';

export interface PlanInput {
  name: string;
  description: string;
  startDate: string;
  endDate: string;
}

export interface GoalInput {
  statement: string;
  targetMetric: string;
  dueDate: string;
  criterionIds: string[];
}

export interface GoalProgressInput extends GoalInput {
  progress: number;
  status: GoalStatus;
}

export interface Person {
  id: string;
  fullName: string;
}

type PlanContent = RecordContent<PlanRow>;

function planFields(input: PlanInput) {
  return {
    name: input.name.trim(),
    description: input.description.trim(),
    startDate: input.startDate,
    endDate: input.endDate,
  };
}

function goalFields(input: GoalInput) {
  return {
    statement: input.statement.trim(),
    targetMetric: input.targetMetric.trim(),
    dueDate: input.dueDate,
    criterionIds: input.criterionIds,
  };
}

/**
 * One change to a stored plan: the new row and its request are saved with the outbox entry
 * in one transaction, read and written together so two quick edits cannot lose each other.
 * The outbox adds the version the change is based on.
 */
async function changePlan(
  db: UserDb,
  planId: string,
  change: (current: PlanContent) => { record: PlanContent; request: OutboxRequest },
): Promise<void> {
  const table = plansTable(db);
  // A connection Safari closed under the page is opened again and the change saved once more.
  await withDeviceStorage(db, () =>
    db.transaction('rw', [table, db.outbox, db.files], async () => {
      const current = await table.get(planId);
      if (!current || current.deletedLocally) throw new Error(`no plan ${planId} on this device`);
      await enqueueRecordChange(db, table, current, change);
    }),
  );
  void requestReplay();
}

/** A new draft plan for the signed-in user, or (a principal) for a staff member. */
export async function createPlan(
  input: PlanInput,
  people: { creator: Person; beneficiary: Person },
  db: UserDb = currentUserDb(),
): Promise<string> {
  const id = uuidv7();
  const now = new Date().toISOString();
  const fields = planFields(input);
  const forOther = people.beneficiary.id !== people.creator.id;
  const record: PlanContent = {
    id,
    ...fields,
    beneficiaryId: people.beneficiary.id,
    beneficiaryName: people.beneficiary.fullName,
    creatorId: people.creator.id,
    creatorName: people.creator.fullName,
    status: 'draft',
    goals: [],
    feedback: {
      userComment: '',
      adminComment: '',
      grade: null,
      reviewedById: null,
      reviewedAt: null,
    },
    createdAt: now,
    updatedAt: now,
  };
  await enqueueWrite(db, {
    operation: 'create',
    table: plansTable(db),
    record,
    request: outboxRequest(plans.create, {
      body: { id, ...fields, ...(forOther && { beneficiaryId: people.beneficiary.id }) },
    }),
  });
  void requestReplay();
  return id;
}

export function updatePlan(planId: string, input: PlanInput, db: UserDb = currentUserDb()) {
  const fields = planFields(input);
  return changePlan(db, planId, (current) => ({
    record: { ...current, ...fields },
    request: outboxRequest(plans.update, { params: { id: planId }, body: fields }),
  }));
}

/** Activate (draft -> active) or complete (active -> completed). */
export function movePlan(
  planId: string,
  to: Exclude<PlanStatus, 'draft'>,
  db: UserDb = currentUserDb(),
) {
  const action = to === 'active' ? 'activate' : 'complete';
  return changePlan(db, planId, (current) => ({
    record: { ...current, status: to },
    request: outboxRequest(plans[action], { params: { id: planId }, body: {} }),
  }));
}

/**
 * A plan the server has never accepted is dropped with its queued changes; one it has goes
 * as a DELETE based on its version and stays hidden until then.
 */
export async function deletePlan(row: PlanRow, db: UserDb = currentUserDb()): Promise<void> {
  const table = plansTable(db);
  const outcome = await deleteSyncedRecord(
    db,
    table,
    row,
    outboxRequest(plans.remove, { params: { id: row.id }, body: {} }),
  );
  if (outcome === 'queued') void requestReplay();
}

export async function addGoal(
  planId: string,
  input: GoalInput,
  db: UserDb = currentUserDb(),
): Promise<string> {
  const id = uuidv7();
  const fields = goalFields(input);
  await changePlan(db, planId, (current) => {
    const lastOrder = Math.max(0, ...current.goals.map((goal) => goal.sortOrder));
    const goal: PlanGoal = {
      id,
      ...fields,
      progress: 0,
      status: 'not_started',
      sortOrder: lastOrder + 1,
    };
    return {
      record: { ...current, goals: [...current.goals, goal] },
      request: outboxRequest(plans.createGoal, { params: { id: planId }, body: { id, ...fields } }),
    };
  });
  return id;
}

export function updateGoal(
  planId: string,
  goalId: string,
  input: GoalProgressInput,
  db: UserDb = currentUserDb(),
) {
  const fields = { ...goalFields(input), progress: input.progress, status: input.status };
  return changePlan(db, planId, (current) => ({
    record: {
      ...current,
      goals: current.goals.map((goal) => (goal.id === goalId ? { ...goal, ...fields } : goal)),
    },
    request: outboxRequest(plans.updateGoal, { params: { id: planId, goalId }, body: fields }),
  }));
}

export function deleteGoal(planId: string, goalId: string, db: UserDb = currentUserDb()) {
  return changePlan(db, planId, (current) => ({
    record: { ...current, goals: current.goals.filter((goal) => goal.id !== goalId) },
    request: outboxRequest(plans.removeGoal, { params: { id: planId, goalId }, body: {} }),
  }));
}

/** Moves one goal up (-1) or down (+1) and sends the whole new order. */
export function moveGoal(
  planId: string,
  goalId: string,
  step: -1 | 1,
  db: UserDb = currentUserDb(),
) {
  return changePlan(db, planId, (current) => {
    const goals = [...current.goals].sort((a, b) => a.sortOrder - b.sortOrder);
    const from = goals.findIndex((goal) => goal.id === goalId);
    const to = from + step;
    const moving = goals[from];
    const other = goals[to];
    if (moving && other) {
      goals[to] = moving;
      goals[from] = other;
    }
    const ordered = goals.map((goal, index) => ({ ...goal, sortOrder: index + 1 }));
    return {
      record: { ...current, goals: ordered },
      request: outboxRequest(plans.orderGoals, {
        params: { id: planId },
        body: { goalIds: ordered.map((goal) => goal.id) },
      }),
    };
  });
}

export function saveSelfEvaluation(
  planId: string,
  userComment: string,
  db: UserDb = currentUserDb(),
) {
  const comment = userComment.trim();
  return changePlan(db, planId, (current) => ({
    record: { ...current, feedback: { ...current.feedback, userComment: comment } },
    request: outboxRequest(plans.saveSelfEvaluation, {
      params: { id: planId },
      body: { userComment: comment },
    }),
  }));
}

export function saveReview(
  planId: string,
  review: { adminComment: string; grade: number | null },
  reviewerId: string,
  db: UserDb = currentUserDb(),
) {
  const adminComment = review.adminComment.trim();
  return changePlan(db, planId, (current) => ({
    record: {
      ...current,
      feedback: {
        ...current.feedback,
        adminComment,
        grade: review.grade,
        reviewedById: reviewerId,
        reviewedAt: new Date().toISOString(),
      },
    },
    request: outboxRequest(plans.saveReview, {
      params: { id: planId },
      body: { adminComment, grade: review.grade },
    }),
  }));
}

import type { ReviewStatus } from '../../../contract/achievement-reviews.ts';
import type { PlanStatus } from '../../../contract/constants.ts';
import type { PlanGoal } from '../../../contract/development-plans.ts';
import type { SyncedRecord } from '../../lib/db/synced-record.ts';
import type { UserDb } from '../../lib/db/user-db.ts';

import { evaluationsTable } from '../evaluation/evaluation-row.ts';

/** What this reads of an achievement row (features/achievements keeps the whole row). */
interface AchievementView extends SyncedRecord {
  description: string;
  reviewStatus?: ReviewStatus;
}

/** What this reads of a development plan row. */
interface PlanView extends SyncedRecord {
  name: string;
  beneficiaryId: string;
  status: PlanStatus;
  goals: PlanGoal[];
}

export interface ReturnedEvidence {
  id: string;
  description: string;
}

export interface GoalDue {
  planId: string;
  goalId: string;
  statement: string;
  dueDate: string;
  overdue: boolean;
}

export interface AttentionItems {
  returnedEvidence: ReturnedEvidence[];
  /** The finalised evaluation awaiting her acknowledgement. */
  acknowledgement: { formId: string; schoolYear: string } | null;
  /** Unfinished goals of her active plans due within a week, or overdue. */
  goalsDue: GoalDue[];
}

const daysAhead = 7;

function dayAfter(day: string, days: number): string {
  const at = new Date(`${day}T00:00:00Z`);
  at.setUTCDate(at.getUTCDate() + days);
  return at.toISOString().slice(0, 10);
}

/** The day on the device's calendar, `YYYY-MM-DD`. */
export function localDay(at: Date = new Date()): string {
  const month = String(at.getMonth() + 1).padStart(2, '0');
  const day = String(at.getDate()).padStart(2, '0');
  return `${at.getFullYear()}-${month}-${day}`;
}

/**
 * Returned evidence not deleted here: the bottom bar's count and the card's list. Read along
 * the `reviewStatus` index (lib/db/schema.ts, version 8): both ask again on every change of the
 * table, and a filter over the whole table stepped through a teacher's thousands one by one.
 */
export async function readReturnedEvidence(db: UserDb): Promise<ReturnedEvidence[]> {
  const rows = await db
    .table<AchievementView, string>('achievements')
    .where('reviewStatus')
    .equals('returned')
    .toArray();
  return rows
    .filter((row) => row.deletedLocally !== true)
    .map((row) => ({ id: row.id, description: row.description }));
}

/** The user's own finalised evaluation that still waits for her acknowledgement. */
export async function readPendingAcknowledgement(
  db: UserDb,
  userId: string,
): Promise<AttentionItems['acknowledgement']> {
  // Her forms read whole, then picked: a filtered collection steps a cursor, a task per row.
  const forms = await evaluationsTable(db).where('evaluateeId').equals(userId).toArray();
  const form = forms.find((row) => row.side === 'principal' && row.status === 'finalised');
  return form ? { formId: form.id, schoolYear: form.schoolYear } : null;
}

/** What needs the teacher, from the device, so it shows offline. */
export async function readAttentionItems(
  db: UserDb,
  userId: string,
  today: string = localDay(),
): Promise<AttentionItems> {
  const lastDay = dayAfter(today, daysAhead - 1);
  const [returnedEvidence, acknowledgement, plans] = await Promise.all([
    readReturnedEvidence(db),
    readPendingAcknowledgement(db, userId),
    db.table<PlanView, string>('developmentPlans').where('beneficiaryId').equals(userId).toArray(),
  ]);
  const goalsDue = plans
    .filter((plan) => plan.status === 'active' && plan.deletedLocally !== true)
    .flatMap((plan) =>
      plan.goals
        .filter((goal) => goal.status !== 'achieved' && goal.dueDate <= lastDay)
        .map((goal) => ({
          planId: plan.id,
          goalId: goal.id,
          statement: goal.statement,
          dueDate: goal.dueDate,
          overdue: goal.dueDate < today,
        })),
    )
    .sort((a, b) => a.dueDate.localeCompare(b.dueDate));
  return { returnedEvidence, acknowledgement, goalsDue };
}

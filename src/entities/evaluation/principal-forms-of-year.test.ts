// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { uuidv7 } from '../../../contract/uuid-v7.ts';
import { closeUserDb, openUserDb } from '../../lib/db/current-user-db.ts';
import type { UserDb } from '../../lib/db/user-db.ts';

import { evaluationsTable, type EvaluationRow } from './evaluation-row.ts';
import { principalFormsOfYear } from './principal-forms-of-year.ts';
import { draftForm } from './testing/draft-form.ts';

let db: UserDb;
beforeEach(() => {
  db = openUserDb(`principal-${uuidv7()}`);
});
afterEach(() => {
  vi.restoreAllMocks();
  closeUserDb();
});

function form(index: number, schoolYear: string, side: EvaluationRow['side']): EvaluationRow {
  return draftForm({
    id: uuidv7(),
    side,
    evaluateeId: `teacher-${index}`,
    evaluateeName: `Teacher ${index}`,
    schoolYear,
  });
}

describe('the principal forms of a school year', () => {
  it('are read along their index, not by walking every year’s forms', async () => {
    await evaluationsTable(db).bulkPut([
      ...Array.from({ length: 300 }, (_, index) => form(index, '2024-2025', 'principal')),
      ...Array.from({ length: 3 }, (_, index) => form(index, '2026-2027', 'principal')),
      ...Array.from({ length: 2 }, (_, index) => form(index, '2026-2027', 'self')),
    ]);
    const steps = vi.spyOn(IDBCursor.prototype, 'continue');

    const forms = await principalFormsOfYear(db, '2026-2027');

    expect(forms.map((row) => [row.evaluateeName, row.side]).sort()).toEqual([
      ['Teacher 0', 'principal'],
      ['Teacher 1', 'principal'],
      ['Teacher 2', 'principal'],
    ]);
    expect(steps.mock.calls.length).toBeLessThan(10);
  });
});

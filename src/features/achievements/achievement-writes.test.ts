// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { closeUserDb, openUserDb } from '../../lib/db/current-user-db.ts';
import type { UserDb } from '../../lib/db/user-db.ts';
import { uuidv7 } from '../../../contract/uuid-v7.ts';

import { achievementsTable } from './achievement-row.ts';
import {
  createAchievement,
  deleteAchievement,
  updateAchievement,
  type AchievementInput,
} from './achievement-writes.ts';
import {
  achievementInput,
  photoDraft,
  testCriterionId as criterionId,
} from './testing/achievement-input.ts';

let db: UserDb;

/** A new evidence with a photo, its description with spaces the write trims. */
function makeInput(overrides: Partial<AchievementInput> = {}): AchievementInput {
  return achievementInput({
    description: ' Reading lesson ',
    newFiles: [photoDraft('lesson.jpg')],
    ...overrides,
  });
}

beforeEach(() => {
  db = openUserDb(`user-${uuidv7()}`);
});

afterEach(() => closeUserDb());

describe('achievement writes', () => {
  it('saves a new achievement as pending with its photo and one POST in the outbox', async () => {
    const id = uuidv7();
    await createAchievement(id, makeInput());
    const row = await achievementsTable(db).get(id);
    expect(row).toMatchObject({ syncState: 'pending', description: 'Reading lesson' });
    expect(row?.files).toMatchObject([{ name: 'lesson.jpg', mimeType: 'image/jpeg', local: true }]);
    const [entry] = await db.outbox.toArray();
    expect(entry).toMatchObject({ method: 'POST', path: '/achievements', fileRefs: row?.fileIds });
    expect(entry?.body).toMatchObject({ id, fileIds: row?.fileIds, criterionIds: [criterionId] });
    expect(await db.files.count()).toBe(1);
  });

  it('sends an edit of a synced achievement as a PUT based on its version', async () => {
    const id = uuidv7();
    await createAchievement(id, makeInput({ newFiles: [] }));
    await db.outbox.clear();
    await achievementsTable(db).update(id, { syncState: 'synced', version: 3 });
    await updateAchievement(id, makeInput({ description: 'Changed', newFiles: [] }));
    const [entry] = await db.outbox.toArray();
    expect(entry).toMatchObject({ method: 'PUT', path: `/achievements/${id}` });
    expect(entry?.body).toMatchObject({ description: 'Changed', version: 3 });
  });

  it('deletes a synced achievement through the server and hides it meanwhile', async () => {
    const id = uuidv7();
    await createAchievement(id, makeInput({ newFiles: [] }));
    await db.outbox.clear();
    await achievementsTable(db).update(id, { syncState: 'synced', version: 2 });
    const row = await achievementsTable(db).get(id);
    if (!row) throw new Error('missing row');
    await deleteAchievement(row);
    expect(await achievementsTable(db).get(id)).toMatchObject({ deletedLocally: true });
    const [entry] = await db.outbox.toArray();
    expect(entry).toMatchObject({ method: 'DELETE', body: { version: 2 } });
  });

  it('drops an achievement the server never received, with its files and queue', async () => {
    const id = uuidv7();
    await createAchievement(id, makeInput());
    const row = await achievementsTable(db).get(id);
    if (!row) throw new Error('missing row');
    await deleteAchievement(row);
    expect(await achievementsTable(db).get(id)).toBeUndefined();
    expect(await db.outbox.count()).toBe(0);
    expect(await db.files.count()).toBe(0);
  });
});

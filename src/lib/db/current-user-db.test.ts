// @vitest-environment node
import { afterEach, describe, expect, it } from 'vitest';

import { closeUserDb, currentUserDb, openUserDb } from './current-user-db.ts';

afterEach(() => closeUserDb());

describe('openUserDb', () => {
  it('opens the signed-in user’s database and keeps it while the user stays', () => {
    const db = openUserDb('teacher');
    expect(db.name).toBe('shawahid-teacher');
    expect(openUserDb('teacher')).toBe(db);
    expect(currentUserDb()).toBe(db);
  });

  it('closes the previous user’s database when another user signs in', async () => {
    const first = openUserDb('first');
    await first.open();
    const second = openUserDb('second');
    expect(first.isOpen()).toBe(false);
    expect(currentUserDb()).toBe(second);
  });

  it('has no current database after sign-out', () => {
    openUserDb('leaving');
    closeUserDb();
    expect(() => currentUserDb()).toThrow(/openUserDb/);
  });
});

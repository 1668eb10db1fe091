// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';

import {
  closeUserDb,
  currentUserDb,
  openUserDb,
  subscribeUserDb,
  userDbStatus,
  whenUserDbOpen,
  type UserDbStatus,
} from './current-user-db.ts';
import { silenceNextOpen } from './testing/silence-next-open.ts';
import { UserDb, userDbName } from './user-db.ts';

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

describe('the Blob probe at the start', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('waits for the page to be idle, so the first screen reads without its writes', async () => {
    const idleWork: (() => void)[] = [];
    vi.stubGlobal('requestIdleCallback', (work: () => void) => idleWork.push(work));
    vi.stubGlobal('cancelIdleCallback', () => undefined);
    const db = openUserDb('starting');
    const probeWrites = vi.fn();
    db.table('storageProbe').hook('creating', probeWrites);
    await whenUserDbOpen();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(probeWrites).not.toHaveBeenCalled();

    for (const work of idleWork.splice(0)) work();
    await vi.waitFor(() => expect(probeWrites).toHaveBeenCalledOnce());
  });
});

describe('an open that gets no answer', () => {
  let restore: (() => void) | undefined;
  afterEach(() => {
    restore?.();
    restore = undefined;
  });

  it('is timed out, says the storage is not answering, and is tried again, deleting nothing', async () => {
    const earlier = new UserDb('patient');
    await earlier.syncMeta.put({ key: 'lastSyncAt', value: 42 });
    earlier.close();
    restore = silenceNextOpen(userDbName('patient'));
    const statuses: UserDbStatus[] = [];
    const unsubscribe = subscribeUserDb(() => statuses.push(userDbStatus()));

    const first = openUserDb('patient', 20);
    const opened = await whenUserDbOpen();
    unsubscribe();

    expect(statuses).toEqual(['notAnswering', 'answering']);
    expect(opened).not.toBe(first);
    expect(currentUserDb()).toBe(opened);
    expect(openUserDb('patient')).toBe(opened);
    expect(await opened.syncMeta.get('lastSyncAt')).toEqual({ key: 'lastSyncAt', value: 42 });
    await opened.delete();
  });
});

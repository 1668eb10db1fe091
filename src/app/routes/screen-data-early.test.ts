import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import type { AccessTokenClaims } from '../../../contract/access-token.ts';
import {
  fetchAchievements,
  fetchStaffCoverage,
  fetchStaffMember,
} from '../../features/achievements/achievements-api.ts';
import { fetchAwaitingReview } from '../../features/achievements/review/reviews-api.ts';
import { achievementsTable } from '../../features/achievements/achievement-row.ts';
import { numberedRow } from '../../features/achievements/testing/numbered-row.ts';
import type { ListedAchievements } from '../../features/achievements/use-listed-achievements.ts';
import { takeEarlyAnswer } from '../../lib/api/early-answers.ts';
import { closeUserDb, openUserDb } from '../../lib/db/current-user-db.ts';
import { earlyAnswer } from '../../lib/live-data/early-reads.ts';
import { makeAccessToken } from '../../lib/session/make-access-token.ts';
import { clearSession, startSession } from '../../lib/session/session-store.ts';

import { routeTable } from './route-table.ts';
import {
  askScreenDataEarly,
  askScreenDataOnTheWayTo,
  noteDrawnPlace,
  prepareScreenDataEarly,
  readScreenDataEarly,
} from './screen-data-early.ts';

vi.mock('../../features/achievements/achievements-api.ts', () => ({
  fetchAchievements: vi.fn(() => Promise.resolve([])),
  fetchStaffCoverage: vi.fn(() => Promise.resolve([])),
  fetchStaffMember: vi.fn(() => Promise.resolve(null)),
}));
vi.mock('../../features/achievements/review/reviews-api.ts', () => ({
  fetchAwaitingReview: vi.fn(() => Promise.resolve({ items: [], count: 0 })),
}));

const asked = {
  achievements: vi.mocked(fetchAchievements),
  coverage: vi.mocked(fetchStaffCoverage),
  member: vi.mocked(fetchStaffMember),
  queue: vi.mocked(fetchAwaitingReview),
};

function signIn(claims: Partial<AccessTokenClaims>) {
  startSession(makeAccessToken('Someone', { sub: 'viewer', ...claims }));
}

/** Which of the principal's server data was asked for, by name. */
function whatWasAsked(): string[] {
  return Object.entries(asked)
    .filter(([, fetch]) => fetch.mock.calls.length > 0)
    .map(([name]) => name);
}

beforeEach(() => {
  for (const fetch of Object.values(asked)) fetch.mockClear();
});
afterEach(() => {
  for (const key of ['staff-coverage', 'staff-achievements t1', 'staff-member t1', 'review t1 ']) {
    takeEarlyAnswer(key);
  }
  clearSession();
});

describe('a screen’s server data asked before its code has loaded', () => {
  it('asks for one teacher’s evidence and name when the principal opens them', async () => {
    signIn({ role: 'org_admin' });
    await askScreenDataEarly('/achievements', '?userId=t1');
    expect(whatWasAsked()).toEqual(['achievements', 'member']);
    expect(asked.achievements).toHaveBeenCalledWith('t1', expect.any(AbortSignal));
  });

  it('asks for the staff coverage under the principal’s own evidence', async () => {
    signIn({ role: 'org_admin' });
    await askScreenDataEarly('/achievements', '?userId=viewer');
    expect(whatWasAsked()).toEqual(['coverage']);
  });

  it('asks for the review queue of the teacher named in the address', async () => {
    signIn({ role: 'org_admin' });
    await askScreenDataEarly('/review', '?userId=t1');
    expect(whatWasAsked()).toEqual(['queue']);
    expect(asked.queue).toHaveBeenCalledWith('t1', null, expect.any(AbortSignal));
  });

  it('asks nothing a teacher’s screens do not show, nor for screens a teacher may not open', async () => {
    signIn({ role: 'agent' });
    await askScreenDataEarly('/achievements', '?userId=t1');
    await askScreenDataEarly('/achievements', '?view=staff');
    await askScreenDataEarly('/review', '?userId=t1');
    await askScreenDataEarly('/dashboard', '');
    expect(whatWasAsked()).toEqual([]);
  });

  it('asks nothing on the way to the address already drawn, as when an overlay closes by going back', async () => {
    signIn({ role: 'org_admin' });
    noteDrawnPlace('/review', '?userId=t1');
    await askScreenDataOnTheWayTo('/review', '?userId=t1');
    expect(whatWasAsked()).toEqual([]);
    await askScreenDataOnTheWayTo('/achievements', '?userId=t1');
    expect(whatWasAsked()).toEqual(['achievements', 'member']);
    noteDrawnPlace('/', '');
  });

  it('asks nothing without a session', async () => {
    await askScreenDataEarly('/review', '');
    expect(whatWasAsked()).toEqual([]);
  });

  it('loads ahead the code that asks for the screens a principal opens, none for a teacher', async () => {
    const prepared = routeTable.flatMap(({ path, dataEarly }) =>
      dataEarly ? [{ path, prepare: vi.spyOn(dataEarly, 'prepare') }] : [],
    );
    await prepareScreenDataEarly('agent');
    const preparedFor = () =>
      prepared.filter(({ prepare }) => prepare.mock.calls.length > 0).map(({ path }) => path);
    expect(preparedFor()).toEqual([]);
    await prepareScreenDataEarly('org_admin');
    expect(preparedFor()).toEqual(['/achievements', '/review']);
    for (const { prepare } of prepared) prepare.mockRestore();
  });
});

describe('a screen’s device data read before it is drawn', () => {
  afterEach(() => closeUserDb());

  /** The signed-in viewer's database, with three achievements; the first page read early. */
  async function viewersDevice() {
    const db = openUserDb('viewer');
    await achievementsTable(db).bulkPut([0, 1, 2].map((index) => numberedRow(index)));
    return {
      firstPage: () => earlyAnswer<ListedAchievements>(db, 'achievements-first-page'),
    };
  }

  it('reads the first page of the viewer’s own evidence', async () => {
    signIn({ role: 'agent' });
    const device = await viewersDevice();
    await readScreenDataEarly('/achievements', '');
    expect(device.firstPage()?.rows.map((row) => row.id)).toEqual(['a002', 'a001', 'a000']);
  });

  it('reads nothing for a staff member’s evidence, a notification’s achievement, or no session', async () => {
    signIn({ role: 'org_admin' });
    const device = await viewersDevice();
    await readScreenDataEarly('/achievements', '?userId=t1');
    await readScreenDataEarly('/achievements', '?open=a001');
    expect(device.firstPage()).toBeUndefined();
    clearSession();
    await readScreenDataEarly('/achievements', '');
    expect(device.firstPage()).toBeUndefined();
  });

  it('reads on the way to the screen, not for the one already drawn', async () => {
    signIn({ role: 'agent' });
    const device = await viewersDevice();
    noteDrawnPlace('/achievements', '');
    await askScreenDataOnTheWayTo('/achievements', '');
    expect(device.firstPage()).toBeUndefined();
    noteDrawnPlace('/dashboard', '');
    await askScreenDataOnTheWayTo('/achievements', '');
    expect(device.firstPage()?.rows).toHaveLength(3);
    noteDrawnPlace('/', '');
  });
});

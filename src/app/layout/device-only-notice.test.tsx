import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

import { uuidv7 } from '../../../contract/uuid-v7.ts';
import {
  achievementsTable,
  type AchievementRow,
} from '../../features/achievements/achievement-row.ts';
import type { OutboxEntry, OutboxState } from '../../lib/db/core-rows.ts';
import { closeUserDb, openUserDb } from '../../lib/db/current-user-db.ts';
import type { UserDb } from '../../lib/db/user-db.ts';
import {
  activateSourceEnglish,
  renderWithProviders,
} from '../../testing/render-with-providers.tsx';

import SyncIndicator from './sync-indicator.tsx';

let db: UserDb;
let clock = 1_000;

function entry(recordId: string, state: OutboxState): OutboxEntry {
  clock += 1;
  return {
    id: uuidv7(),
    recordKey: `achievements:${recordId}`,
    recordTable: 'achievements',
    recordId,
    operation: 'create',
    method: 'POST',
    path: '/achievements',
    body: { id: recordId },
    fileRefs: [],
    fileUploadPath: '/files',
    idempotencyKey: uuidv7(),
    attempts: state === 'pending' ? 0 : 1,
    nextAttemptAt: clock,
    state,
    createdAt: clock,
  };
}

function makeAchievement(id: string, description: string): AchievementRow {
  return {
    id,
    syncState: 'pending',
    description,
    eventStartAt: '2026-11-27T09:00:00+03:00',
    durationMinutes: 45,
    location: '',
    criterionIds: [],
    evidenceType: 'image',
    links: [],
    fileIds: [],
    files: [],
    updatedAt: '2026-11-27T09:00:00+03:00',
  };
}

/** An achievement saved on this device whose create waits for the server. */
async function waitingAchievement(description: string, state: OutboxState = 'pending') {
  const id = uuidv7();
  await achievementsTable(db).add(makeAchievement(id, description));
  await db.outbox.add(entry(id, state));
}

/** Chromium's worker registration, which can be woken to send with no page open. */
function browserHasBackgroundSync() {
  vi.stubGlobal('ServiceWorkerRegistration', { prototype: { sync: null } });
}

function storageSaysPersisted(persisted: boolean) {
  Object.defineProperty(navigator, 'storage', {
    configurable: true,
    value: { persisted: () => Promise.resolve(persisted) },
  });
}

async function openDetails() {
  fireEvent.click(await screen.findByRole('button', { name: 'Sync status' }));
  return screen.findByRole('dialog', undefined, { timeout: 5000 });
}

/** Gives the device's database time to answer what the details read, so absence means absent. */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 100)));

const closedAppLine =
  'This browser sends nothing while Shawahid is closed. Open Shawahid when you have signal, and they are sent.';

beforeAll(async () => {
  activateSourceEnglish();
  // The details load on first use; loaded here, the checks below wait only on the database.
  await import('./sync-status-popover.tsx');
});
beforeEach(() => {
  db = openUserDb(`user-${uuidv7()}`);
  storageSaysPersisted(false);
});
afterEach(() => {
  closeUserDb();
  vi.unstubAllGlobals();
});

describe('the sync details on a browser without Background Sync', () => {
  it('names each waiting item kept only on this device, with their count and how they leave', async () => {
    await waitingAchievement('Reading circle with grade 4');
    await waitingAchievement('درس نموذجي في الرياضيات');
    await waitingAchievement('Refused by the server', 'needs_attention');
    renderWithProviders(<SyncIndicator />);
    const details = await openDetails();

    const list = await within(details).findByRole('group', {
      name: '2 items are kept only on this device for now:',
    });
    const names = within(list)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(names).toEqual(['Reading circle with grade 4', 'درس نموذجي في الرياضيات']);
    // The teacher's words keep their own direction inside the other language's sentence.
    expect(within(list).getByText('درس نموذجي في الرياضيات').tagName).toBe('BDI');
    expect(within(details).getByText(closedAppLine)).toBeTruthy();
  });

  it('says nothing of it when nothing waits to be sent', async () => {
    await waitingAchievement('Refused by the server', 'needs_attention');
    renderWithProviders(<SyncIndicator />);
    const details = await openDetails();
    await within(details).findByText(/The browser may clear/);
    await settle();
    expect(within(details).queryByText(/kept only on this device/)).toBeNull();
    expect(within(details).queryByText(closedAppLine)).toBeNull();
  });
});

describe('the sync details on a browser with Background Sync', () => {
  it('lists nothing as device-only, since the worker sends with the app closed', async () => {
    browserHasBackgroundSync();
    await waitingAchievement('Reading circle with grade 4');
    renderWithProviders(<SyncIndicator />);
    const details = await openDetails();
    await within(details).findByText(/The browser may clear/);
    await settle();
    expect(within(details).getByText('item waiting to sync')).toBeTruthy();
    expect(within(details).queryByText(/kept only on this device/)).toBeNull();
    expect(within(details).queryByText('Reading circle with grade 4')).toBeNull();
  });
});

describe('the storage line of the sync details', () => {
  it('confirms the storage is protected when the browser granted persistence', async () => {
    storageSaysPersisted(true);
    renderWithProviders(<SyncIndicator />);
    const details = await openDetails();
    expect(
      await within(details).findByText(
        'Kept on this device: its storage is protected from automatic clearing.',
      ),
    ).toBeTruthy();
    expect(within(details).queryByText(/may clear/)).toBeNull();
  });

  it('warns calmly that the browser may clear it when persistence was not granted', async () => {
    storageSaysPersisted(false);
    renderWithProviders(<SyncIndicator />);
    const details = await openDetails();
    expect(
      await within(details).findByText(
        'The browser may clear this device’s storage when space runs low; installing the app keeps it longest.',
      ),
    ).toBeTruthy();
    expect(within(details).queryByText(/protected from automatic clearing/)).toBeNull();
  });

  it('says nothing where the browser cannot tell', async () => {
    Object.defineProperty(navigator, 'storage', { configurable: true, value: undefined });
    await waitingAchievement('Reading circle with grade 4');
    renderWithProviders(<SyncIndicator />);
    const details = await openDetails();
    await within(details).findByText(closedAppLine);
    await waitFor(() => expect(within(details).queryByText(/storage/)).toBeNull());
  });
});

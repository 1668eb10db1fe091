import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import type { OutboxEntry, OutboxState } from '../../lib/db/core-rows.ts';
import { closeUserDb, openUserDb } from '../../lib/db/current-user-db.ts';
import type { UserDb } from '../../lib/db/user-db.ts';
import { uuidv7 } from '../../../contract/uuid-v7.ts';
import {
  activateSourceEnglish,
  renderWithProviders,
} from '../../testing/render-with-providers.tsx';

import SyncIndicator from './sync-indicator.tsx';

let db: UserDb;
let clock = 1_000;

function entry(recordId: string, state: OutboxState, fileRefs: string[] = []): OutboxEntry {
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
    fileRefs,
    fileUploadPath: '/files',
    idempotencyKey: uuidv7(),
    attempts: state === 'pending' ? 0 : 1,
    nextAttemptAt: clock,
    state,
    createdAt: clock,
  };
}

function setOnline(online: boolean) {
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });
  window.dispatchEvent(new Event(online ? 'online' : 'offline'));
}

beforeAll(activateSourceEnglish);
beforeEach(() => {
  db = openUserDb(`user-${uuidv7()}`);
  setOnline(true);
});
afterEach(() => closeUserDb());

/** The navbar button, once the outbox has been read. */
const button = () => screen.findByRole('button', { name: 'Sync status' });

/** The count on the button's badge: records waiting or blocked. */
async function badgeCount(): Promise<string | null> {
  const target = await button();
  return target.querySelector('.mantine-Indicator-indicator')?.textContent ?? null;
}

describe('SyncIndicator', () => {
  it('shows no count when nothing waits', async () => {
    renderWithProviders(<SyncIndicator />);
    expect(await badgeCount()).toBeNull();
    expect((await button()).getAttribute('aria-description')).toBeNull();
  });

  it('counts records, not requests, and follows the outbox as writes are made', async () => {
    await db.outbox.bulkAdd([entry('a', 'pending'), entry('a', 'pending'), entry('b', 'pending')]);
    renderWithProviders(<SyncIndicator />);
    await waitFor(async () => expect(await badgeCount()).toBe('2'));

    await act(() => db.outbox.add(entry('c', 'pending')));
    await waitFor(async () => expect(await badgeCount()).toBe('3'));
  });

  it('says offline when the browser has no network, and when the server did not answer', async () => {
    await db.outbox.add(entry('a', 'pending'));
    renderWithProviders(<SyncIndicator />);
    await waitFor(async () => expect(await badgeCount()).toBe('1'));
    expect((await button()).getAttribute('aria-description')).toBeNull();

    act(() => setOnline(false));
    expect((await button()).getAttribute('aria-description')).toBe('Offline');

    act(() => setOnline(true));
    expect((await button()).getAttribute('aria-description')).toBeNull();
    await act(() => db.syncMeta.put({ key: 'serverUnreachableAt', value: clock }));
    await waitFor(async () =>
      expect((await button()).getAttribute('aria-description')).toBe('Offline'),
    );
  });

  it('tells how far the files waiting to go have been sent', async () => {
    await db.files.bulkAdd([
      {
        id: 'f1',
        blob: new Blob(),
        name: 'lesson.jpg',
        type: 'image/jpeg',
        size: 300,
        recordKey: 'achievements:a',
        createdAt: 1,
        uploadedBytes: 150,
      },
      {
        id: 'f2',
        blob: new Blob(),
        name: 'plan.pdf',
        type: 'application/pdf',
        size: 100,
        recordKey: 'achievements:a',
        createdAt: 1,
      },
    ]);
    await db.outbox.add(entry('a', 'pending', ['f1', 'f2']));
    renderWithProviders(<SyncIndicator />);
    await waitFor(async () =>
      expect((await button()).getAttribute('aria-description')).toBe('Uploading 2 files, 38% sent'),
    );
  });

  it('opens the details: waiting and blocked records, and where to review them', async () => {
    await db.outbox.bulkAdd([
      entry('a', 'pending'),
      entry('b', 'pending'),
      entry('c', 'needs_attention'),
      entry('c', 'pending'),
      entry('d', 'conflict'),
    ]);
    renderWithProviders(<SyncIndicator />);
    // Two waiting, two blocked: the badge counts both.
    await waitFor(async () => expect(await badgeCount()).toBe('4'));

    fireEvent.click(await button());
    const details = await screen.findByRole('dialog');
    // Each line is a count badge, then what it counts.
    const line = (text: string) => within(details).getByText(text).parentElement?.textContent;
    expect(line('items waiting to sync')).toBe('2items waiting to sync');
    expect(line('items need attention')).toBe('2items need attention');
    expect(within(details).getByText('Not synced yet on this device.')).toBeTruthy();
    const review = within(details).getByRole('link', {
      name: 'Review the items that need attention',
    });
    expect(review.getAttribute('href')).toBe('/achievements');
  });

  it('asks to sign in again when the server refused the token and items still wait', async () => {
    await db.outbox.add(entry('a', 'pending'));
    await db.syncMeta.bulkPut([
      { key: 'needsSignIn', value: true },
      { key: 'lastSyncAt', value: Date.UTC(2026, 0, 5, 9, 30) },
    ]);
    renderWithProviders(<SyncIndicator />);
    fireEvent.click(await button());
    const details = await screen.findByRole('dialog');
    expect(within(details).getByText('Sign in again to send the waiting items.')).toBeTruthy();
    expect(within(details).getByText(/^Last synced /)).toBeTruthy();
    expect(within(details).queryByText(/Review the items/)).toBeNull();
  });
});

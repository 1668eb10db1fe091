import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { uuidv7 } from '../../contract/uuid-v7.ts';
import { closeUserDb, openUserDb } from '../lib/db/current-user-db.ts';
import type { UserDb } from '../lib/db/user-db.ts';
import { activateSourceEnglish, renderWithProviders } from '../testing/render-with-providers.tsx';

import { RecordSyncAlert } from './record-sync-alert.tsx';

let db: UserDb;
const recordId = 'form-1';
const recordKey = `evaluations:${recordId}`;

beforeAll(activateSourceEnglish);
beforeEach(async () => {
  db = openUserDb(`user-${uuidv7()}`);
  const entryId = uuidv7();
  await db.table('evaluations').put({ id: recordId, status: 'draft', syncState: 'conflict' });
  await db.outbox.put({
    id: entryId,
    recordKey,
    recordTable: 'evaluations',
    recordId,
    operation: 'update',
    method: 'PUT',
    path: `/evaluations/${recordId}/scores/c`,
    body: { score: 3, note: '' },
    fileRefs: [],
    fileUploadPath: '/files',
    idempotencyKey: uuidv7(),
    attempts: 1,
    nextAttemptAt: 0,
    state: 'conflict',
    createdAt: 1,
  });
  await db.conflicts.put({
    recordKey,
    recordTable: 'evaluations',
    recordId,
    entryId,
    serverRecord: { id: recordId, status: 'finalised', version: 7 },
    detectedAt: 2,
  });
});
afterEach(() => closeUserDb());

describe('RecordSyncAlert', () => {
  it('shows a conflict with the server’s copy, and taking theirs replaces the local copy', async () => {
    renderWithProviders(
      <RecordSyncAlert
        recordKey={recordKey}
        syncState="conflict"
        conflictTitle="Changed elsewhere"
        describeServerCopy={(server) => `Server says ${String(server.status)}`}
      />,
    );

    expect(await screen.findByText('Server says finalised')).toBeTruthy();
    expect(screen.getByText('Changed elsewhere')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Use the server’s version' }));

    await waitFor(async () => expect(await db.conflicts.count()).toBe(0));
    expect(await db.table('evaluations').get(recordId)).toMatchObject({
      status: 'finalised',
      syncState: 'synced',
    });
    expect(await db.outbox.count()).toBe(0);
  });

  it('shows nothing for a record that waits or is synced', () => {
    renderWithProviders(
      <RecordSyncAlert recordKey={recordKey} syncState="pending" conflictTitle="Changed" />,
    );
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByText('Changed')).toBeNull();
  });
});

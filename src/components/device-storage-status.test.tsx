import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';

import { uuidv7 } from '../../contract/uuid-v7.ts';
import { closeUserDb, openUserDb } from '../lib/db/current-user-db.ts';
import { silenceNextOpen } from '../lib/db/testing/silence-next-open.ts';
import { userDbName } from '../lib/db/user-db.ts';
import { activateSourceEnglish, renderWithProviders } from '../testing/render-with-providers.tsx';

import { DeviceStorageStatus } from './device-storage-status.tsx';

let restore: (() => void) | undefined;
beforeAll(activateSourceEnglish);
afterEach(() => {
  restore?.();
  closeUserDb();
});

const notAnswering = 'The device’s storage is not answering; trying again…';

describe('DeviceStorageStatus', () => {
  it('says the device’s storage is not answering while an open is tried again', async () => {
    const userId = `user-${uuidv7()}`;
    restore = silenceNextOpen(userDbName(userId));
    openUserDb(userId, 30);
    renderWithProviders(<DeviceStorageStatus />);

    await screen.findByText(notAnswering);
    await waitFor(() => expect(screen.queryByText(notAnswering)).toBeNull());
  });

  it('says nothing while the storage answers', async () => {
    openUserDb(`user-${uuidv7()}`);
    renderWithProviders(<DeviceStorageStatus />);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByText(notAnswering)).toBeNull();
  });
});

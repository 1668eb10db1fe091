import { fireEvent, screen, within } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

import {
  activateArabic,
  activateSourceEnglish,
  renderWithProviders,
} from '../../testing/render-with-providers.tsx';

import { UnsyncedLogoutModal } from './unsynced-logout-modal.tsx';

beforeAll(activateSourceEnglish);

function renderModal(waitingCount: number, sharedDevice: boolean) {
  const handlers = { onSyncNow: vi.fn(), onLogoutAnyway: vi.fn(), onClose: vi.fn() };
  renderWithProviders(
    <UnsyncedLogoutModal
      opened
      waitingCount={waitingCount}
      sharedDevice={sharedDevice}
      {...handlers}
    />,
  );
  return handlers;
}

describe('UnsyncedLogoutModal', () => {
  it('on a personal device, says how many items wait and that they stay for the next sign-in', () => {
    const { onLogoutAnyway, onSyncNow, onClose } = renderModal(3, false);
    const dialog = screen.getByRole('dialog', { name: 'Items not synced yet' });
    expect(
      within(dialog).getByText(/3 items on this device have not reached the server yet\./),
    ).toBeTruthy();
    expect(within(dialog).getByText(/They stay saved on this device/)).toBeTruthy();
    expect(within(dialog).queryByText(/they are lost/)).toBeNull();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Log out anyway' }));
    expect(onLogoutAnyway).toHaveBeenCalledTimes(1);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Sync now' }));
    expect(onSyncNow).toHaveBeenCalledTimes(1);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('on a shared device, warns that logging out deletes them and names the button so', () => {
    const { onLogoutAnyway } = renderModal(1, true);
    const dialog = screen.getByRole('dialog');
    expect(
      within(dialog).getByText(/1 item on this device has not reached the server yet\./),
    ).toBeTruthy();
    expect(
      within(dialog).getByText(/logging out now deletes them from it, and they are lost/),
    ).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: 'Log out anyway' })).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete and log out' }));
    expect(onLogoutAnyway).toHaveBeenCalledTimes(1);
  });
});

describe('UnsyncedLogoutModal in Arabic', () => {
  beforeAll(activateArabic);
  afterAll(activateSourceEnglish);

  it('speaks Arabic, with the dual form for two items', () => {
    renderModal(2, false);
    const dialog = screen.getByRole('dialog', { name: 'عناصر لم تُزامَن بعد' });
    expect(
      within(dialog).getByText(/^عنصران على هذا الجهاز لم يصلا إلى الخادم بعد\./),
    ).toBeTruthy();
    expect(within(dialog).queryByText(/not reached the server/)).toBeNull();
  });
});

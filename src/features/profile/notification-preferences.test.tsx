import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

import { defaultNotificationChannels } from '../../../contract/notifications.ts';
import {
  activateSourceEnglish,
  renderWithProviders,
} from '../../testing/render-with-providers.tsx';

import { NotificationPreferences } from './notification-preferences.tsx';
import { fetchNotificationPreferences, updateNotificationChannel } from './profile-api.ts';

vi.mock('./profile-api.ts', () => ({
  fetchNotificationPreferences: vi.fn(),
  updateNotificationChannel: vi.fn(),
}));

const read = vi.mocked(fetchNotificationPreferences);
const update = vi.mocked(updateNotificationChannel);

beforeAll(activateSourceEnglish);
afterEach(() => {
  read.mockReset();
  update.mockReset();
  Object.defineProperty(navigator, 'onLine', { configurable: true, value: true });
});

/** The radio of a kind's row, found by the row's label and the channel's. */
function channel(kind: string, label: string): HTMLInputElement {
  const group = screen.getByRole('radiogroup', { name: kind });
  const input = [...group.querySelectorAll('input')].find(
    (candidate) => candidate.labels?.[0]?.textContent === label,
  );
  if (!input) throw new Error(`no ${label} in ${kind}`);
  return input;
}

describe('NotificationPreferences', () => {
  it('shows each kind a teacher gets with its channel, and saves a change at once', async () => {
    read.mockResolvedValue({ channels: { ...defaultNotificationChannels } });
    update.mockResolvedValue({
      channels: { ...defaultNotificationChannels, evidenceReturned: 'email' },
    });
    renderWithProviders(<NotificationPreferences role="agent" />);
    const returned = 'Evidence returned to you for changes';
    await screen.findByText(returned);
    expect(channel(returned, 'Notification').checked).toBe(true);
    expect(channel('Evidence accepted', 'Off').checked).toBe(true);
    // A principal's kinds are not a teacher's.
    expect(screen.queryByText('An invitation accepted')).toBeNull();

    fireEvent.click(channel(returned, 'Email'));
    expect(update).toHaveBeenCalledWith('evidenceReturned', 'email');
    await waitFor(() => expect(channel(returned, 'Email').checked).toBe(true));
  });

  it('gives a principal the school’s kinds too', async () => {
    read.mockResolvedValue({ channels: { ...defaultNotificationChannels } });
    renderWithProviders(<NotificationPreferences role="org_admin" />);
    expect(
      await screen.findByText('Evidence awaiting your review (one daily summary)'),
    ).toBeTruthy();
  });

  it('says so offline: nothing can be read or changed until the connection returns', async () => {
    Object.defineProperty(navigator, 'onLine', { configurable: true, value: false });
    read.mockRejectedValue(new TypeError('Failed to fetch'));
    renderWithProviders(<NotificationPreferences role="agent" />);
    expect(
      await screen.findByText('Your notification choices show here when you are online.'),
    ).toBeTruthy();
  });
});

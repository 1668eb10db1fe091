import { screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

import type { SyncState } from '../../lib/db/synced-record.ts';
import {
  activateSourceEnglish,
  renderWithProviders,
} from '../../testing/render-with-providers.tsx';

import type { AchievementRow } from './achievement-row.ts';
import { DeviceOnlyNote } from './device-only-note.tsx';

function makeAchievement(syncState: SyncState): AchievementRow {
  return {
    id: crypto.randomUUID(),
    syncState,
    description: 'Reading circle',
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

const rows = [makeAchievement('pending'), makeAchievement('pending'), makeAchievement('synced')];

beforeAll(activateSourceEnglish);
afterEach(() => vi.unstubAllGlobals());

describe('DeviceOnlyNote', () => {
  it('counts the achievements kept only on this device where the browser cannot send in the background', () => {
    renderWithProviders(<DeviceOnlyNote rows={rows} />);
    expect(
      screen.getByText(
        '2 pieces of evidence are kept only on this device for now; open Shawahid when you have signal to send them.',
      ),
    ).toBeTruthy();
  });

  it('says nothing when nothing waits, or where the worker sends with the app closed', () => {
    const { container } = renderWithProviders(
      <DeviceOnlyNote rows={[makeAchievement('synced'), makeAchievement('needs_attention')]} />,
    );
    expect(container.textContent).not.toMatch(/only on this device/);

    vi.stubGlobal('ServiceWorkerRegistration', { prototype: { sync: null } });
    renderWithProviders(<DeviceOnlyNote rows={rows} />);
    expect(screen.queryByText(/only on this device/)).toBeNull();
  });
});

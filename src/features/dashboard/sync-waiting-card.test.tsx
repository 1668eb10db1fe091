import { screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';

import type { SyncStatus } from '../../lib/sync/sync-status.ts';
import {
  activateSourceEnglish,
  renderWithProviders,
} from '../../testing/render-with-providers.tsx';

import { SyncWaitingCard } from './sync-waiting-card.tsx';

beforeAll(activateSourceEnglish);

function status(counts: Partial<SyncStatus>): SyncStatus {
  return {
    pendingCount: 0,
    needsAttentionCount: 0,
    conflictCount: 0,
    lastSyncAt: null,
    needsSignIn: false,
    nextAttemptAt: null,
    serverUnreachable: false,
    lastPullAt: null,
    uploads: { files: [], uploadedBytes: 0, totalBytes: 0 },
    ...counts,
  };
}

describe('SyncWaitingCard', () => {
  it('shows a placeholder, not zero, while the outbox is being read', () => {
    renderWithProviders(<SyncWaitingCard status={undefined} />);
    expect(screen.getByText('…')).toBeTruthy();
    expect(screen.queryByText('0')).toBeNull();
    expect(screen.queryByText(/Everything on this device is saved/)).toBeNull();
  });

  it('says everything is on the server only when nothing waits', () => {
    renderWithProviders(<SyncWaitingCard status={status({})} />);
    expect(screen.getByText('0')).toBeTruthy();
    expect(screen.getByText('Everything on this device is saved on the server.')).toBeTruthy();
  });

  it('shows the count waiting and that it goes by itself', () => {
    renderWithProviders(<SyncWaitingCard status={status({ pendingCount: 3 })} />);
    expect(screen.getByText('3')).toBeTruthy();
    expect(screen.getByText('Sent automatically when the connection allows.')).toBeTruthy();
  });

  it('says waiting items leave only with the app open, where the browser cannot send in the background', () => {
    renderWithProviders(
      <SyncWaitingCard status={status({ pendingCount: 2 })} sentInBackground={false} />,
    );
    expect(
      screen.getByText(
        'Kept only on this device for now; open Shawahid when you have signal to send them.',
      ),
    ).toBeTruthy();
    expect(screen.queryByText(/Sent automatically/)).toBeNull();
  });

  it('puts refused and conflicting items forward, with the way to them', () => {
    renderWithProviders(
      <SyncWaitingCard
        status={status({ pendingCount: 1, needsAttentionCount: 1, conflictCount: 1 })}
      />,
    );
    expect(screen.getByText('2 items need attention')).toBeTruthy();
    expect(screen.queryByText(/Sent automatically/)).toBeNull();
    expect(screen.getByRole('link', { name: 'Open evidence' }).getAttribute('href')).toBe(
      '/achievements',
    );
  });
});

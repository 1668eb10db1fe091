import { screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';

import type { SyncState } from '../../lib/db/synced-record.ts';
import {
  activateSourceEnglish,
  renderWithProviders,
} from '../../testing/render-with-providers.tsx';

import { SyncStateBadge } from './sync-state-badge.tsx';

beforeAll(activateSourceEnglish);

describe('SyncStateBadge', () => {
  it.each<[SyncState, string, string]>([
    ['synced', 'Synced', 'green'],
    ['pending', 'Waiting to sync', 'gray'],
    ['needs_attention', 'Needs attention', 'orange'],
    ['conflict', 'Conflict', 'red'],
  ])('names the %s state "%s" in %s', (state, text, color) => {
    renderWithProviders(<SyncStateBadge state={state} />);
    const badge = screen.getByText(text);
    expect(badge.style.getPropertyValue('--plain-badge-light-color')).toContain(`-${color}-`);
  });
});

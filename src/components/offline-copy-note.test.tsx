import { screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';

import { ApiError } from '../lib/api/api-error.ts';
import type { ServerData } from '../lib/api/use-server-data.ts';
import { activateSourceEnglish, renderWithProviders } from '../testing/render-with-providers.tsx';

import { OfflineCopyNote } from './offline-copy-note.tsx';

beforeAll(activateSourceEnglish);

const keptAt = Date.parse('2026-11-30T12:00:00Z');

function keptAfter(error: ApiError | undefined, fresh = false): ServerData<string> {
  return { status: 'loaded', data: 'kept', savedAt: keptAt, fresh, ...(error && { error }) };
}

describe('OfflineCopyNote', () => {
  it('says the copy is shown offline when no answer came', () => {
    renderWithProviders(
      <OfflineCopyNote state={keptAfter(new ApiError('common.error.connection', null))} />,
    );
    expect(screen.getByRole('status').textContent).toMatch(
      /^Offline: shown as last seen on this device, .*2026/,
    );
  });

  it('says the copy could not be refreshed when the server erred', () => {
    renderWithProviders(
      <OfflineCopyNote state={keptAfter(new ApiError('common.error.server', 500))} />,
    );
    expect(screen.getByRole('status').textContent).toMatch(
      /^Could not refresh: shown as last seen/,
    );
  });

  it('says nothing while the copy waits for the first answer, or once a fresh one came', () => {
    renderWithProviders(<OfflineCopyNote state={keptAfter(undefined)} />);
    renderWithProviders(<OfflineCopyNote state={keptAfter(undefined, true)} />);
    expect(screen.queryByRole('status')).toBeNull();
  });
});

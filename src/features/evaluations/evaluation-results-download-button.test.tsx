import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

import { evaluationEndpoints } from '../../../contract/endpoints/evaluations.ts';
import { callEndpoint } from '../../lib/api/api-client.ts';
import { setProfile } from '../../lib/session/profile-store.ts';
import type { Profile } from '../../../contract/profile.ts';
import { captureDownloads } from '../../testing/capture-downloads.ts';
import {
  activateSourceEnglish,
  renderWithProviders,
} from '../../testing/render-with-providers.tsx';

import { EvaluationResultsDownloadButton } from './evaluation-results-download-button.tsx';

vi.mock('../../lib/api/api-client.ts', () => ({ callEndpoint: vi.fn() }));

const called = vi.mocked(callEndpoint);

function goOffline(offline: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(!offline);
}

beforeAll(() => {
  activateSourceEnglish();
  setProfile({ organizationName: 'Al Noor School' } as Profile);
});

afterEach(() => {
  vi.restoreAllMocks();
  called.mockReset();
});

describe('EvaluationResultsDownloadButton', () => {
  it('downloads the year shown in the app’s language, named after the school', async () => {
    goOffline(false);
    called.mockResolvedValue(new Blob(['xlsx']));
    const saved = captureDownloads();

    renderWithProviders(<EvaluationResultsDownloadButton schoolYear="2025-2026" />);
    fireEvent.click(screen.getByRole('button', { name: 'Download results (Excel)' }));

    await waitFor(() =>
      expect(saved).toEqual(['Evaluation results - Al Noor School - 2025-2026.xlsx']),
    );
    expect(called).toHaveBeenCalledWith(evaluationEndpoints.exportResults, {
      query: { schoolYear: '2025-2026', lang: 'en' },
    });
  });

  it('says a download needs a connection while offline, and asks nothing of the server', () => {
    goOffline(true);
    renderWithProviders(<EvaluationResultsDownloadButton schoolYear="2026-2027" />);
    const button = screen.getByRole('button', { name: 'Download results (Excel)' });
    expect(button).toHaveProperty('disabled', true);
    expect(screen.getByText('Downloading the results needs a connection.')).toBeTruthy();
    fireEvent.click(button);
    expect(called).not.toHaveBeenCalled();
  });
});

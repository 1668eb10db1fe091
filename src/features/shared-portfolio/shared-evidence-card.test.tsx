import { screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';

import type { SharedEvidence } from '../../../contract/portfolio-shares.ts';
import {
  activateSourceEnglish,
  renderWithProviders,
} from '../../testing/render-with-providers.tsx';

import { SharedEvidenceCard } from './shared-evidence-card.tsx';

const evidence: SharedEvidence = {
  id: 'e1',
  description: 'Open lesson on fractions',
  eventStartAt: '2026-10-04T10:00:00+03:00',
  location: '',
  evidenceType: 'video',
  links: [],
  photoIds: [],
  otherFiles: [{ id: 'f1', name: 'class-video-25MB.mp4', mimeType: 'video/mp4' }],
  review: {
    status: 'accepted',
    reviewedAt: '2026-10-06T09:00:00+03:00',
    reviewerName: 'Fatima Al-Otaibi',
  },
};

describe('a piece of evidence on the shared page', () => {
  beforeAll(activateSourceEnglish);

  it('says who accepted it and when', () => {
    renderWithProviders(
      <SharedEvidenceCard evidence={evidence} token="t0k" onOpenPhoto={() => {}} />,
    );
    expect(screen.getByText('Accepted')).toBeTruthy();
    const card = screen.getByTestId('shared-evidence');
    expect(card.textContent).toContain('by Fatima Al-Otaibi on October 6, 2026');
  });

  it('says when it was returned or awaits review, without a reviewer', () => {
    const returned = {
      ...evidence,
      review: { status: 'returned' as const, reviewedAt: null, reviewerName: null },
    };
    renderWithProviders(
      <SharedEvidenceCard evidence={returned} token="t0k" onOpenPhoto={() => {}} />,
    );
    expect(screen.getByText('Returned')).toBeTruthy();
    expect(screen.queryByText(/Fatima/)).toBeNull();
  });

  it('opens a document or video through the link', () => {
    renderWithProviders(
      <SharedEvidenceCard evidence={evidence} token="t0k" onOpenPhoto={() => {}} />,
    );
    const link = screen.getByRole('link', { name: 'class-video-25MB.mp4' });
    expect(link.getAttribute('href')).toBe('/api/shared-portfolios/t0k/files/f1');
  });

  it('plays a video in place, from a streamed address with a poster frame, and a document not', () => {
    const withDocument = {
      ...evidence,
      otherFiles: [
        ...evidence.otherFiles,
        { id: 'f2', name: 'lesson-plan.pdf', mimeType: 'application/pdf' },
      ],
    };
    renderWithProviders(
      <SharedEvidenceCard evidence={withDocument} token="t0k" onOpenPhoto={() => {}} />,
    );
    const videos = screen.getByTestId('shared-evidence').querySelectorAll('video');
    expect(videos).toHaveLength(1);
    const [video] = videos;
    expect(video?.getAttribute('src')).toBe('/api/shared-portfolios/t0k/files/f1#t=0.1');
    expect(video?.getAttribute('preload')).toBe('metadata');
    expect(video?.hasAttribute('controls')).toBe(true);
    expect(video?.getAttribute('aria-label')).toBe('Video: class-video-25MB.mp4');
    expect(screen.getByRole('link', { name: 'lesson-plan.pdf' })).toBeTruthy();
  });
});

import { fireEvent, screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';

import type { AchievementReview } from '../../../contract/achievement-reviews.ts';
import {
  activateSourceEnglish,
  renderWithProviders,
} from '../../testing/render-with-providers.tsx';

import { AchievementCard } from './achievement-card.tsx';
import type { AchievementRow } from './achievement-row.ts';

beforeAll(activateSourceEnglish);

function row(overrides: Partial<AchievementRow> = {}): AchievementRow {
  return {
    id: 'a1',
    description: 'Science fair judging',
    eventStartAt: '2026-11-10T08:00:00.000Z',
    durationMinutes: 45,
    location: 'Main hall',
    criterionIds: [],
    evidenceType: 'other',
    links: [],
    fileIds: [],
    files: [],
    version: 2,
    syncState: 'synced',
    updatedAt: '2026-11-10T09:00:00.000Z',
    ...overrides,
  };
}

function review(overrides: Partial<AchievementReview>): AchievementReview {
  return {
    id: 'r1',
    decision: 'returned',
    comment: 'Add a photo of the winners',
    reviewerId: 'p1',
    reviewerName: 'Huda Al-Shehri',
    achievementVersion: 1,
    reviewedAt: '2026-11-11T07:00:00.000Z',
    ...overrides,
  };
}

const noCriteria = new Map();

describe('AchievementCard review status', () => {
  it('shows its owner no review status before a principal has reviewed it', () => {
    renderWithProviders(<AchievementCard row={row()} criteriaById={noCriteria} />);

    expect(screen.queryByText('Awaiting review')).toBeNull();
    expect(screen.queryByText(/Review history/)).toBeNull();
  });

  it('tells its owner what the principal asked to change and how to resubmit', () => {
    const returned = review({});
    renderWithProviders(
      <AchievementCard
        row={row({ reviewStatus: 'returned', reviews: [returned] })}
        criteriaById={noCriteria}
      />,
    );

    const notice = screen.getByRole('alert');
    expect(within(notice).getByText('Huda Al-Shehri')).toBeTruthy();
    expect(within(notice).getByText('Add a photo of the winners')).toBeTruthy();
    expect(
      within(notice).getByText('Edit the evidence and save it to send it back for review.'),
    ).toBeTruthy();
  });

  it('reads "Resubmitted" after a change, with the earlier review in its history', () => {
    renderWithProviders(
      <AchievementCard
        row={row({ reviewStatus: 'pending', reviews: [review({})] })}
        criteriaById={noCriteria}
      />,
    );

    expect(screen.getByText('Resubmitted')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    const history = screen.getByRole('button', { name: 'Review history (1)' });
    expect(history.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(history);
    expect(history.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByText('Add a photo of the winners')).toBeTruthy();
  });

  it('shows the principal the status of evidence never reviewed', () => {
    renderWithProviders(<AchievementCard row={row()} criteriaById={noCriteria} reviewerView />);

    expect(screen.getByText('Awaiting review')).toBeTruthy();
  });
});

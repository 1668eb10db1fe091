import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

import type { AchievementForReview } from '../../../../contract/achievements.ts';
import { closeUserDb, openUserDb } from '../../../lib/db/current-user-db.ts';
import { makeAccessToken } from '../../../lib/session/make-access-token.ts';
import { clearSession, startSession } from '../../../lib/session/session-store.ts';
import {
  activateSourceEnglish,
  renderWithProviders,
} from '../../../testing/render-with-providers.tsx';

import { askReviewQueueEarly } from '../ask-data-early.ts';

import ReviewWalkPage from './review-walk-page.tsx';
import { fetchAwaitingReview, type ReviewCursor } from './reviews-api.ts';

vi.mock('./reviews-api.ts', () => ({ fetchAwaitingReview: vi.fn(), submitReview: vi.fn() }));
const fetchPage = vi.mocked(fetchAwaitingReview);

const pageSize = 2;

function awaiting(index: number): AchievementForReview {
  const at = new Date(Date.UTC(2026, 10, 1, 8, index)).toISOString();
  return {
    id: `evidence-${index}`,
    ownerId: 'teacher',
    ownerName: 'Noura Al-Harbi',
    description: `Lesson ${index}`,
    eventStartAt: at,
    durationMinutes: 45,
    location: 'School',
    criterionIds: [],
    evidenceType: 'document',
    files: [],
    links: [],
    version: 1,
    createdAt: at,
    updatedAt: at,
    reviewStatus: 'pending',
    reviews: [],
  };
}

/** The server's queue of five, answered a page at a time after the cursor, as the API does. */
const queue = [1, 2, 3, 4, 5].map(awaiting);
function serve(cursor: ReviewCursor | null) {
  const after = cursor ? queue.filter((entry) => entry.updatedAt > cursor.updatedAt) : queue;
  return Promise.resolve({ items: after.slice(0, pageSize), count: after.length });
}

beforeAll(() => {
  activateSourceEnglish();
  openUserDb('principal');
});
afterAll(() => closeUserDb());

describe('ReviewWalkPage', () => {
  it('walks past a page’s end by skipping: each skip asks for the next page after it', async () => {
    fetchPage.mockImplementation((_userId, cursor) => serve(cursor));
    renderWithProviders(<ReviewWalkPage />, '/review');

    expect(await screen.findByText('Lesson 1')).toBeTruthy();
    expect(screen.getByText('1 of 5')).toBeTruthy();
    for (const next of [2, 3, 4, 5]) {
      fireEvent.click(screen.getByRole('button', { name: 'Skip for now' }));
      expect(await screen.findByText(`Lesson ${next}`)).toBeTruthy();
      expect(screen.getByText(`1 of ${6 - next}`)).toBeTruthy();
    }
    expect(screen.queryByRole('button', { name: 'Skip for now' })).toBeNull();
    await waitFor(() =>
      expect(fetchPage).toHaveBeenLastCalledWith(
        undefined,
        { updatedAt: queue[3]?.updatedAt, id: 'evidence-4' },
        expect.any(AbortSignal),
      ),
    );
  });

  it('opens on the queue asked for when its link was pressed, without asking again', async () => {
    startSession(makeAccessToken('Principal', { sub: 'principal', role: 'org_admin' }));
    fetchPage.mockClear().mockImplementation((_userId, cursor) => serve(cursor));
    askReviewQueueEarly('?userId=teacher');
    renderWithProviders(<ReviewWalkPage />, '/review?userId=teacher');

    expect(await screen.findByText('Lesson 1')).toBeTruthy();
    expect(fetchPage.mock.calls).toEqual([['teacher', null, expect.any(AbortSignal)]]);
    clearSession();
  });
});

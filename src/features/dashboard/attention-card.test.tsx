import { screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';

import {
  activateArabic,
  activateSourceEnglish,
  renderWithProviders,
} from '../../testing/render-with-providers.tsx';

import { AttentionCard } from './attention-card.tsx';

const items = {
  returnedEvidence: [
    { id: 'a1', description: 'Reading lesson' },
    { id: 'a2', description: 'Science fair' },
    { id: 'a3', description: 'Parents meeting' },
    { id: 'a4', description: 'Fourth' },
  ],
  acknowledgement: { formId: 'f1', schoolYear: '2026-2027' },
  goalsDue: [
    { planId: 'p1', goalId: 'g1', statement: 'Read weekly', dueDate: '2026-11-20', overdue: true },
  ],
};

describe('AttentionCard', () => {
  it('links each thing that needs the teacher to where she deals with it', () => {
    activateSourceEnglish();
    renderWithProviders(<AttentionCard items={items} />);
    expect(screen.getByRole('heading', { name: 'Needs your attention' })).toBeTruthy();
    const links = screen
      .getAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('href')]);
    expect(links).toEqual([
      ['Read and acknowledge your evaluation for 2026-2027 (1448 AH)', '/evaluations?form=f1'],
      ['Returned for changes: Reading lesson', '/achievements?open=a1'],
      ['Returned for changes: Science fair', '/achievements?open=a2'],
      ['Returned for changes: Parents meeting', '/achievements?open=a3'],
      ['and 1 more returned', '/achievements'],
      ['Read weekly', '/development-plans?plan=p1'],
    ]);
    expect(screen.getByText('Was due on November 20, 2026')).toBeTruthy();
  });

  it('shows nothing when nothing waits', () => {
    activateSourceEnglish();
    renderWithProviders(
      <AttentionCard items={{ returnedEvidence: [], acknowledgement: null, goalsDue: [] }} />,
    );
    expect(screen.queryByRole('heading')).toBeNull();
    expect(screen.queryAllByRole('link')).toEqual([]);
  });
});

describe('AttentionCard in Arabic', () => {
  beforeAll(activateArabic, 20_000);

  it('speaks Arabic with Gregorian dates and Latin digits', async () => {
    renderWithProviders(<AttentionCard items={items} />);
    expect(screen.getByRole('heading', { name: 'بحاجة إلى انتباهك' })).toBeTruthy();
    expect(screen.getByText('كان موعده 20 نوفمبر 2026')).toBeTruthy();
  });
});

import { fireEvent, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';

import type { Criterion } from '../../../contract/achievements.ts';
import type { CriterionScore } from '../../../contract/evaluations.ts';
import {
  activateSourceEnglish,
  renderWithProviders,
} from '../../testing/render-with-providers.tsx';

import { CriterionCard } from './criterion-card.tsx';

const criterion: Criterion = {
  id: '0195f3a0-0000-7000-8000-000000000001',
  job: 'teacher',
  code: 'T1',
  nameEn: 'Lesson planning',
  nameAr: 'تخطيط الدروس',
  weight: 10,
  sortOrder: 1,
};

beforeAll(() => {
  activateSourceEnglish();
});

function card(own: CriterionScore | undefined, onSave = vi.fn()) {
  return (
    <CriterionCard
      criterion={criterion}
      own={own}
      editable
      ownLabel="Principal"
      other={undefined}
      otherLabel="Self-assessment"
      evidence={[]}
      onSave={onSave}
    />
  );
}

describe('CriterionCard', () => {
  // The device's store answers a save a moment later: a score tapped right after the note was
  // left must not send the old note with it, nor the note field go back to it meanwhile.
  it('saves the note left and the score tapped apart, keeping the typed note in sight', () => {
    const onSave = vi.fn();
    renderWithProviders(card({ criterionId: criterion.id, score: 3, note: '' }, onSave));
    const note = screen.getByLabelText('Note') as HTMLTextAreaElement;

    fireEvent.change(note, { target: { value: 'Plans every lesson' } });
    fireEvent.blur(note);
    fireEvent.click(screen.getByText('4'));

    expect(onSave.mock.calls).toEqual([[{ note: 'Plans every lesson' }], [{ score: 4 }]]);
    expect(note.value).toBe('Plans every lesson');
  });

  it('shows a note changed elsewhere once the typed one is on the device', () => {
    const onSave = vi.fn();
    const { rerender } = renderWithProviders(
      card({ criterionId: criterion.id, score: 3, note: '' }, onSave),
    );
    const note = screen.getByLabelText('Note') as HTMLTextAreaElement;
    fireEvent.change(note, { target: { value: 'Plans every lesson ' } });
    fireEvent.blur(note);

    rerender(card({ criterionId: criterion.id, score: 3, note: 'Plans every lesson' }, onSave));
    rerender(card({ criterionId: criterion.id, score: 3, note: 'Plans most lessons' }, onSave));
    expect(note.value).toBe('Plans most lessons');
  });
});

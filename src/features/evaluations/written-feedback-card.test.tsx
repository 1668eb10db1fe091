import { fireEvent, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';

import {
  activateSourceEnglish,
  renderWithProviders,
} from '../../testing/render-with-providers.tsx';

import { WrittenFeedbackCard } from './written-feedback-card.tsx';

const valueOf = (field: HTMLElement) => (field as HTMLTextAreaElement).value;

beforeAll(() => {
  activateSourceEnglish();
});

describe('WrittenFeedbackCard', () => {
  // The device's store answers a save a moment later; until then `saved` still holds the old
  // text. Leaving the second field in that moment must not write the first one back empty.
  it('saves only the field left, and keeps showing what was typed until the store answers', () => {
    const onSave = vi.fn();
    renderWithProviders(
      <WrittenFeedbackCard
        saved={{ strengths: '', developmentAreas: '' }}
        editable
        missing={[]}
        onSave={onSave}
      />,
    );
    const strengths = screen.getByLabelText(/Strengths/);
    const areas = screen.getByLabelText(/Areas for development/);

    fireEvent.change(strengths, { target: { value: 'Clear lesson plans' } });
    fireEvent.blur(strengths);
    fireEvent.change(areas, { target: { value: 'Vary the assessment' } });
    fireEvent.blur(areas);

    expect(onSave.mock.calls).toEqual([
      [{ strengths: 'Clear lesson plans' }],
      [{ developmentAreas: 'Vary the assessment' }],
    ]);
    expect(valueOf(strengths)).toBe('Clear lesson plans');
    expect(valueOf(areas)).toBe('Vary the assessment');
  });

  it('shows a change that arrives from elsewhere once what was typed here is saved', () => {
    const onSave = vi.fn();
    const card = (saved: { strengths: string; developmentAreas: string }) => (
      <WrittenFeedbackCard saved={saved} editable missing={[]} onSave={onSave} />
    );
    const { rerender } = renderWithProviders(card({ strengths: '', developmentAreas: '' }));
    const strengths = screen.getByLabelText(/Strengths/);
    fireEvent.change(strengths, { target: { value: 'Clear lesson plans ' } });
    fireEvent.blur(strengths);

    rerender(card({ strengths: 'Clear lesson plans', developmentAreas: '' }));
    rerender(card({ strengths: 'Calm classes', developmentAreas: '' }));
    expect(valueOf(strengths)).toBe('Calm classes');
  });
});

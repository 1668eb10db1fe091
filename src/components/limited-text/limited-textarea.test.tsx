import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';

import {
  activateArabic,
  activateSourceEnglish,
  renderWithProviders,
} from '../../testing/render-with-providers.tsx';

import { LimitedTextarea } from './limited-textarea.tsx';

function Field({ initial = '' }: { initial?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <LimitedTextarea
      label="Description"
      maxChars={2000}
      value={value}
      onChange={(event) => setValue(event.currentTarget.value)}
    />
  );
}

describe('LimitedTextarea', () => {
  beforeAll(activateSourceEnglish);

  it('says nothing far from the limit', () => {
    renderWithProviders(<Field initial={'a'.repeat(100)} />);
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('counts near the limit, as the user types', () => {
    renderWithProviders(<Field initial={'a'.repeat(1599)} />);
    expect(screen.queryByRole('status')).toBeNull();
    fireEvent.change(screen.getByLabelText('Description'), { target: { value: 'a'.repeat(1600) } });
    expect(screen.getByRole('status').textContent).toBe('1,600 of 2,000 characters');
  });

  it('stops at the limit and says so', () => {
    renderWithProviders(<Field initial={'a'.repeat(2000)} />);
    expect(screen.getByLabelText('Description').getAttribute('maxlength')).toBe('2000');
    expect(screen.getByRole('status').textContent).toBe(
      'The limit of 2,000 characters is reached.',
    );
  });
});

describe('LimitedTextarea in Arabic', () => {
  beforeAll(activateArabic);

  it('counts in Arabic with the app’s digits', () => {
    renderWithProviders(<Field initial={'ا'.repeat(1800)} />);
    expect(screen.getByRole('status').textContent).toBe('1,800 من 2,000 حرف');
  });
});

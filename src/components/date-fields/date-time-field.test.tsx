import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';

import { formatDateTime } from '../../lib/format/format-date.ts';
import { activateArabic, renderWithProviders } from '../../testing/render-with-providers.tsx';

import { DateTimeField } from './date-time-field.tsx';

beforeAll(activateArabic);

function renderField(value: string) {
  const onChange = vi.fn<(value: string) => void>();
  renderWithProviders(<DateTimeField label="وقت البدء" value={value} onChange={onChange} />);
  return onChange;
}

// A calendar renders some hundred buttons: slow in jsdom when every test file runs at once.
describe('DateTimeField in Arabic', { timeout: 15_000 }, () => {
  it('shows the chosen time as the app writes it, with م and no Latin PM', () => {
    renderField('2026-11-18 15:30:00');
    const field = screen.getByLabelText('وقت البدء');
    expect(field.textContent).toBe(formatDateTime(new Date(2026, 10, 18, 15, 30), 'ar'));
    expect(field.textContent).toMatch(/3:30 م$/);
    expect(field.textContent).not.toMatch(/AM|PM/);
  });

  it('opens a calendar with Arabic months, weeks from Sunday, and a clock in ص and م', () => {
    renderField('2026-11-18 09:00:00');
    fireEvent.click(screen.getByLabelText('وقت البدء'));
    const calendar = document.querySelector<HTMLElement>('[data-dates-dropdown]');
    if (!calendar) throw new Error('no calendar');

    const months = calendar.querySelector('select[data-select="month"]');
    expect(months?.textContent).toContain('نوفمبر');
    const weekdays = [...calendar.querySelectorAll('thead th')].map((cell) => cell.textContent);
    expect(weekdays[0]).toBe('ح');
    const dayPeriods = [
      ...within(calendar).getByLabelText('صباحًا أو مساءً').querySelectorAll('option'),
    ]
      .map((option) => option.textContent)
      .filter((text) => text !== '--');
    expect(dayPeriods).toEqual(['ص', 'م']);
  });

  it('gives the focus back to the field after ✓, so Tab goes on through the form', async () => {
    renderField('2026-11-18 09:00:00');
    const field = screen.getByLabelText('وقت البدء');
    field.focus();
    fireEvent.click(field);
    // A tap or Enter on ✓ focuses it first, as a browser does.
    const done = screen.getByRole('button', { name: 'تم' });
    done.focus();
    fireEvent.click(done);
    await waitFor(() => expect(document.activeElement).toBe(field));
  });

  it('hands back the picked afternoon time on the device’s clock', () => {
    const onChange = renderField('2026-11-18 09:00:00');
    fireEvent.click(screen.getByLabelText('وقت البدء'));
    fireEvent.change(screen.getByLabelText('صباحًا أو مساءً'), { target: { value: 'م' } });
    expect(onChange).toHaveBeenLastCalledWith('2026-11-18 21:00:00');
  });
});

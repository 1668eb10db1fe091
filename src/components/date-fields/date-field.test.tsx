import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

import { formatHijriDate, formatLongDate } from '../../lib/format/format-date.ts';
import { activateArabic, renderWithProviders } from '../../testing/render-with-providers.tsx';

import { DateField } from './date-field.tsx';

beforeAll(activateArabic);
afterEach(() => {
  document.documentElement.dir = 'ltr';
});

function openCalendarOn(day: string): HTMLElement {
  document.documentElement.dir = 'rtl';
  renderWithProviders(<DateField label="تاريخ الإنجاز" value={day} onChange={vi.fn()} />);
  fireEvent.click(screen.getByLabelText('تاريخ الإنجاز'));
  const chosen = screen.getByRole('button', { name: formatLongDate(day, 'ar') });
  chosen.focus();
  return chosen;
}

const focusedDay = () => document.activeElement?.getAttribute('aria-label');

// A calendar renders some hundred buttons: slow in jsdom when every test file runs at once.
describe('DateField in Arabic, by keyboard', { timeout: 15_000 }, () => {
  // Right to left, the week reads from the right: the day on the left is the next one.
  it('moves to the next day with ArrowLeft and the previous one with ArrowRight', () => {
    const chosen = openCalendarOn('2026-11-18');
    fireEvent.keyDown(chosen, { key: 'ArrowLeft' });
    expect(focusedDay()).toBe(formatLongDate('2026-11-19', 'ar'));
    fireEvent.keyDown(document.activeElement ?? chosen, { key: 'ArrowRight' });
    fireEvent.keyDown(document.activeElement ?? chosen, { key: 'ArrowRight' });
    expect(focusedDay()).toBe(formatLongDate('2026-11-17', 'ar'));
  });

  it('keeps up and down as they are', () => {
    const chosen = openCalendarOn('2026-11-18');
    fireEvent.keyDown(chosen, { key: 'ArrowDown' });
    expect(focusedDay()).toBe(formatLongDate('2026-11-25', 'ar'));
  });
});

describe('DateField on the Hijri calendar', { timeout: 15_000 }, () => {
  it('stores the Gregorian day of the Hijri day picked, as Intl reads it', () => {
    const onChange = vi.fn();
    renderWithProviders(<DateField label="تاريخ البدء" value="2026-11-18" onChange={onChange} />);
    // The Hijri date of the chosen day shows under the field.
    expect(document.body.textContent).toContain(formatHijriDate('2026-11-18', 'ar'));
    fireEvent.click(screen.getByRole('button', { name: 'الاختيار من التقويم الهجري' }));
    // 18 November 2026 is in Jumada II 1448, shown pressed; the next month is Rajab.
    const chosen = `${formatHijriDate('2026-11-18', 'ar')} (${formatLongDate('2026-11-18', 'ar')})`;
    expect(screen.getByRole('button', { name: chosen }).getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'الشهر الهجري التالي' }));
    fireEvent.click(screen.getByRole('button', { name: /^1 رجب 1448 هـ/ }));
    const [picked] = onChange.mock.calls[0] as [string];
    expect(
      new Intl.DateTimeFormat('en-US-u-ca-islamic-umalqura-nu-latn', {
        dateStyle: 'short',
        timeZone: 'UTC',
      }).format(new Date(`${picked}T00:00:00Z`)),
    ).toBe('7/1/1448 AH');
  });
});

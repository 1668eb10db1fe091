import { describe, expect, it } from 'vitest';

import { retypeCardNumber } from './card-number-typing.ts';

/** An edit written with `|` where the caret is, e.g. `4111 1|`. */
function edit(previous: string, typedWithCaret: string) {
  const caret = typedWithCaret.indexOf('|');
  const result = retypeCardNumber(previous, typedWithCaret.replace('|', ''), caret);
  return `${result.value.slice(0, result.caret)}|${result.value.slice(result.caret)}`;
}

describe('retypeCardNumber', () => {
  it('groups the digits in fours as they are typed, the caret after the last', () => {
    expect(edit('', '4|')).toBe('4|');
    expect(edit('411', '4111|')).toBe('4111|');
    expect(edit('4111', '41111|')).toBe('4111 1|');
    expect(edit('4111 1111 1111 111', '4111 1111 1111 1111|')).toBe('4111 1111 1111 1111|');
  });

  it('keeps the caret after the digit typed in the middle', () => {
    expect(edit('4111 1111', '41911| 1111')).toBe('4191 1|111 1');
    expect(edit('4111 1111', '4111 9|1111')).toBe('4111 9|111 1');
  });

  it('deletes the digit before a gap when backspace removes only the gap', () => {
    expect(edit('4111 1111', '4111|1111')).toBe('411|1 111');
  });

  it('deletes a digit in the middle and closes the groups up behind the caret', () => {
    expect(edit('4111 2345 6789', '4111 2|45 6789')).toBe('4111 2|456 789');
  });

  it('regroups a number pasted with spaces or dashes', () => {
    expect(edit('', '4111-1111-1111-1111|')).toBe('4111 1111 1111 1111|');
    expect(edit('', ' 4111 11 111111 1111 |')).toBe('4111 1111 1111 1111|');
  });

  it('turns Arabic-Indic digits typed on an Arabic keyboard into Latin ones', () => {
    expect(edit('4111 1', '4111 1٢|')).toBe('4111 12|');
    expect(edit('', '٤٢٠١٣٢|')).toBe('4201 32|');
  });

  it('ignores letters and stops at the longest number of the brand', () => {
    expect(edit('4111', '4111a|')).toBe('4111|');
    // mada and Mastercard have 16 digits, a Visa up to 19.
    expect(edit('', '42013201111110101234|')).toBe('4201 3201 1111 1010|');
    expect(edit('', '41111111111111111112345|')).toBe('4111 1111 1111 1111 111|');
  });
});

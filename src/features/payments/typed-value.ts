/** What a formatted field shows after an edit, and where its caret goes. */
export interface TypedValue {
  value: string;
  caret: number;
}

/** The position just after the `count`-th digit of `text`; 0 before the first. */
export function caretAfterDigits(text: string, count: number): number {
  if (count <= 0) return 0;
  let seen = 0;
  for (let index = 0; index < text.length; index += 1) {
    if (/\d/.test(text[index] ?? '') && (seen += 1) === count) return index + 1;
  }
  return text.length;
}

/**
 * The digits of an edit and how many of them stand before the caret. Deleting only a separator
 * (a backspace over the gap between groups, or over the slash of a date) deletes the digit
 * before it, as people expect; otherwise the caret would hop over the gap and nothing change.
 */
export function editedDigits(
  previous: string,
  typed: string,
  caret: number,
  digitsOf: (text: string) => string,
): { digits: string; digitsBeforeCaret: number } {
  const digits = digitsOf(typed);
  const digitsBeforeCaret = digitsOf(typed.slice(0, caret)).length;
  const onlySeparatorDeleted = typed.length < previous.length && digits === digitsOf(previous);
  if (!onlySeparatorDeleted || digitsBeforeCaret === 0) return { digits, digitsBeforeCaret };
  return {
    digits: digits.slice(0, digitsBeforeCaret - 1) + digits.slice(digitsBeforeCaret),
    digitsBeforeCaret: digitsBeforeCaret - 1,
  };
}

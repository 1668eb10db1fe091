/**
 * Arabic-Indic (٠–٩) and Eastern Arabic-Indic (۰–۹) digits as Latin ones: an Arabic keyboard types
 * the former, and a card number, a code or a date is the same number whichever digits spell it.
 */
export function latinDigits(text: string): string {
  return text.replace(/[\u0660-\u0669\u06f0-\u06f9]/g, (digit) => {
    const code = digit.charCodeAt(0);
    return String(code - (code >= 0x06f0 ? 0x06f0 : 0x0660));
  });
}

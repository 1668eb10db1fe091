/**
 * OWASP's rule against CSV injection: text beginning with `=`, `+`, `-`, `@`, a tab or a
 * carriage return would turn into a live formula once a sheet is saved again as CSV and
 * opened, so it is written with a leading apostrophe and stays text.
 */
const formulaStart = /^[=+\-@\t\r]/;

export function spreadsheetText<Value>(value: Value): Value | string {
  return typeof value === 'string' && formulaStart.test(value) ? `'${value}` : value;
}

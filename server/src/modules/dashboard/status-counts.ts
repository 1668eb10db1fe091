/**
 * One count per possible value, in the given order and zero where the database had none, so
 * a chart always shows every status and a missing one never reads as an error.
 */
export function countsByValue<Value extends string>(
  values: readonly Value[],
  rows: readonly { value: Value; count: number }[],
): { value: Value; count: number }[] {
  const countOf = new Map(rows.map((row) => [row.value, Number(row.count)]));
  return values.map((value) => ({ value, count: countOf.get(value) ?? 0 }));
}

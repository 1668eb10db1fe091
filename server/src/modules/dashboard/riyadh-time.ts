/** Saudi Arabia keeps UTC+3 all year (no daylight saving), so a fixed offset is exact. */
export const riyadhOffsetMs = 3 * 60 * 60 * 1000;

/** The calendar date in Riyadh at that moment, as "2026-11-22". */
export function riyadhDate(moment: Date): string {
  return new Date(moment.getTime() + riyadhOffsetMs).toISOString().slice(0, 10);
}

/** The moment a Riyadh calendar date begins. */
export function startOfRiyadhDay(date: string): Date {
  return new Date(`${date}T00:00:00+03:00`);
}

/** "2026-11" for the Riyadh month of the moment, and the months before it. */
export function riyadhMonths(now: Date, count: number): string[] {
  const local = new Date(now.getTime() + riyadhOffsetMs);
  const year = local.getUTCFullYear();
  const month = local.getUTCMonth();
  return Array.from({ length: count }, (_, index) => {
    const first = new Date(Date.UTC(year, month - (count - 1 - index), 1));
    return first.toISOString().slice(0, 7);
  });
}

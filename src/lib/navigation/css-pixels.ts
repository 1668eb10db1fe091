/** A computed length in pixels (`"74px"` → 74); 0 for `auto`, `normal` and the like. */
export function cssPixels(value: string): number {
  const parsed = Number.parseFloat(value);
  return Number.isFinite(parsed) ? parsed : 0;
}

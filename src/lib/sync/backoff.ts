export const backoffBaseMs = 2_000;
export const backoffCapMs = 5 * 60_000;

/**
 * Delay before attempt `attempts + 1`: 2 s doubling per failed attempt up to 5 min,
 * and a random half of it on top of the other half so devices that lost the network
 * together do not come back together.
 */
export function backoffDelayMs(attempts: number, random: () => number): number {
  const exponent = Math.max(0, attempts - 1);
  const ceiling = Math.min(backoffCapMs, backoffBaseMs * 2 ** Math.min(exponent, 30));
  return Math.round(ceiling / 2 + (random() * ceiling) / 2);
}

const baseDelayMs = 500;
const maxDelayMs = 30_000;

/**
 * How long to wait before reconnect attempt `attempt` (0 for the first): exponential backoff
 * capped at 30 s, with "full jitter" so that many clients dropped together (a deploy, a
 * network blip) do not all come back in the same instant.
 */
export function reconnectDelayMs(attempt: number, random: () => number = Math.random): number {
  const ceiling = Math.min(maxDelayMs, baseDelayMs * 2 ** Math.max(0, attempt));
  return Math.round(baseDelayMs / 2 + random() * (ceiling - baseDelayMs / 2));
}

import { createHmac } from 'node:crypto';

/** JSON with every object's keys sorted, so the same body hashes the same however it was sent. */
function canonicalJson(value: unknown): string {
  if (value === undefined || value === null) return 'null';
  if (value instanceof Date) return JSON.stringify(value.toISOString());
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (typeof value === 'object') {
    const entries = Object.entries(value)
      .filter(([, inner]) => inner !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([key, inner]) => `${JSON.stringify(key)}:${canonicalJson(inner)}`);
    return `{${entries.join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/**
 * A keyed hash of a request's parsed body, stored with its Idempotency-Key to tell a retry
 * from another request under the same key. Keyed, because bodies may hold passwords.
 */
export function requestHashOf(secret: string, body: unknown): string {
  return createHmac('sha256', secret).update(canonicalJson(body)).digest('base64url');
}

import { createHmac, type KeyObject } from 'node:crypto';

/** JSON with every object's keys sorted, so the same body hashes the same however it was sent. */
function canonicalJson(value: unknown): string {
  if (value === undefined || value === null) return 'null';
  if (value instanceof Date) return JSON.stringify(value.toISOString());
  if (Array.isArray(value)) {
    let text = '[';
    for (let index = 0; index < value.length; index += 1) {
      text += `${index === 0 ? '' : ','}${canonicalJson(value[index])}`;
    }
    return `${text}]`;
  }
  if (typeof value === 'object') {
    const record = value as Record<string, unknown>;
    let text = '{';
    for (const key of Object.keys(record).sort()) {
      const inner = record[key];
      if (inner === undefined) continue;
      text += `${text === '{' ? '' : ','}${JSON.stringify(key)}:${canonicalJson(inner)}`;
    }
    return `${text}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/**
 * A keyed hash of a request's parsed body, stored with its Idempotency-Key to tell a retry
 * from another request under the same key. Keyed, because bodies may hold passwords. A
 * `KeyObject` (`createSecretKey` of the secret's UTF-8 bytes) hashes the same as the secret's
 * text, without converting the key again for every body: half the cost of a small body's hash.
 */
export function requestHashOf(secret: string | KeyObject, body: unknown): string {
  return createHmac('sha256', secret).update(canonicalJson(body)).digest('base64url');
}

import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';

const secretFile = resolve('data/cluster-jwt-secret');

/** The key the cluster's instances share, kept across runs so sign-ins outlive a restart. */
export function clusterJwtSecret(): string {
  if (existsSync(secretFile)) return readFileSync(secretFile, 'utf8').trim();
  mkdirSync(dirname(secretFile), { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(secretFile, secret, { mode: 0o600 });
  return secret;
}

import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export const minimumJwtSecretLength = 32;

function isAlreadyExistsError(error: unknown): boolean {
  return error instanceof Error && 'code' in error && error.code === 'EEXIST';
}

/**
 * Returns the secret kept in `<dataDir>/jwt-secret`, creating it (mode 0600) on first start
 * so tokens survive restarts without anyone having to configure JWT_SECRET.
 */
export function readOrCreateJwtSecret(dataDir: string): string {
  const secretPath = join(dataDir, 'jwt-secret');
  mkdirSync(dataDir, { recursive: true });
  try {
    // 'wx' fails when the file exists, so two instances starting together keep one secret.
    writeFileSync(secretPath, randomBytes(48).toString('base64url'), { mode: 0o600, flag: 'wx' });
  } catch (error) {
    if (!isAlreadyExistsError(error)) throw error;
  }
  return readFileSync(secretPath, 'utf8').trim();
}

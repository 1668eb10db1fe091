import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const migrationsFolder = fileURLToPath(new URL('../../drizzle', import.meta.url));

/**
 * Changes whenever a migration does, so a database kept between test runs is never stale.
 * `extra` adds whatever else the kept database depends on (the PGlite version, say).
 */
export function migrationsFingerprint(extra = ''): string {
  const hash = createHash('sha256');
  hash.update(extra);
  for (const name of readdirSync(migrationsFolder)
    .filter((file) => file.endsWith('.sql'))
    .sort()) {
    hash.update(name).update(readFileSync(join(migrationsFolder, name)));
  }
  return hash.digest('hex').slice(0, 16);
}

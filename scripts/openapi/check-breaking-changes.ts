import { readFileSync } from 'node:fs';

import { apiDescription } from '../../server/src/openapi/api-description.ts';
import { breakingChanges, type JsonObject } from './breaking-changes.ts';

/**
 * `npm run openapi:breaking`: fails when the API as declared now breaks a client of the last
 * release, whose document is kept in docs/openapi.release.json (docs/api.md, "Breaking changes").
 */
const releasedPath = new URL('../../docs/openapi.release.json', import.meta.url);
const released = JSON.parse(readFileSync(releasedPath, 'utf8')) as JsonObject;
const current = JSON.parse(JSON.stringify(apiDescription())) as JsonObject;

const found = breakingChanges(released, current);
if (found.length === 0) {
  console.log('openapi: no breaking change since docs/openapi.release.json');
} else {
  console.error(`openapi: ${found.length} breaking change(s) since docs/openapi.release.json:`);
  for (const { operation, where, change } of found) {
    console.error(`  ${operation}  ${where}: ${change}`);
  }
  console.error('An intended break: see docs/api.md, "Breaking changes".');
  process.exitCode = 1;
}

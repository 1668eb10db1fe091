import { writeFileSync } from 'node:fs';

import { apiDescription } from '../server/src/openapi/api-description.ts';

/** Writes docs/openapi.json from the endpoint declarations; a test fails while it is stale. */
const target = new URL('../docs/openapi.json', import.meta.url);
writeFileSync(target, `${JSON.stringify(apiDescription(), null, 2)}\n`);
console.log(`openapi: wrote ${target.pathname}`);

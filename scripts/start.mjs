// `npm start`: build the PWA when the sources are newer than the last build,
// then run the API server, which serves the build at / and the API at /api.
import { buildIfStale } from './build-if-stale.mjs';

buildIfStale();

const { register } = await import('tsx/esm/api');
register();
await import('../server/src/main.ts');

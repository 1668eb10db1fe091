// `npm run cluster`: several instances behind a round-robin proxy (README, "Running at scale").
import { buildIfStale } from './build-if-stale.mjs';

buildIfStale();

const { register } = await import('tsx/esm/api');
register();
await import('./cluster/cluster-cli.ts');

import { parseArgs } from 'node:util';

import { ensurePostgresDatabase } from './ensure-postgres-database.ts';
import { startCluster } from './start-cluster.ts';

const usage = `npm run cluster -- [--instances N] [--port P] [--no-redis]

Starts N Shawahid instances (default 2) on one PostgreSQL database behind a round-robin
proxy on port P (default 3000). Settings: DATABASE_URL (default
postgres://postgres@127.0.0.1:5432/shawahid_cluster, created when missing), REDIS_URL
(default redis://127.0.0.1:6379), and the object store's (README, "Running at scale").`;

const { values } = parseArgs({
  options: {
    instances: { type: 'string', default: '2' },
    port: { type: 'string', default: '3000' },
    'no-redis': { type: 'boolean', default: false },
    help: { type: 'boolean', default: false },
  },
});

if (values.help) {
  console.log(usage);
  process.exit(0);
}
const instances = Number(values.instances);
const port = Number(values.port);
if (!Number.isInteger(instances) || instances < 1 || instances > 16) {
  console.error('--instances must be a whole number from 1 to 16');
  process.exit(2);
}
if (!Number.isInteger(port) || port < 0 || port > 65_535) {
  console.error('--port must be a port number');
  process.exit(2);
}

const databaseUrl =
  process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/shawahid_cluster';
const redisUrl = values['no-redis']
  ? undefined
  : (process.env.REDIS_URL ?? 'redis://127.0.0.1:6379');

await ensurePostgresDatabase(databaseUrl);
const cluster = await startCluster({
  instances,
  port,
  databaseUrl,
  ...(redisUrl ? { redisUrl } : {}),
  onOutput: (instance, line) => console.log(`[${instance}] ${line}`),
});

console.log(`\nShawahid: ${instances} instance(s) behind ${cluster.url}`);
for (const [index, instance] of cluster.instances.entries()) {
  console.log(`  instance ${index + 1}: ${instance.url}`);
}
console.log(`  database: ${new URL(databaseUrl).pathname.slice(1)} on PostgreSQL`);
console.log(`  fan-out: ${redisUrl ? 'Redis' : 'PostgreSQL LISTEN/NOTIFY'}`);
console.log('Press Ctrl+C to stop them all.');

let stopping = false;
const stop = () => {
  if (stopping) return;
  stopping = true;
  void cluster.stop().then(() => process.exit(0));
};
process.once('SIGINT', stop);
process.once('SIGTERM', stop);

import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';

import { startS3TestServer } from '../../server/src/testing/s3-test-server.ts';

import { clusterJwtSecret } from './cluster-jwt-secret.ts';
import { ensurePostgresDatabase } from './ensure-postgres-database.ts';
import { startCluster } from './start-cluster.ts';

const usage = `npm run cluster -- [--instances N] [--port P] [--no-redis]

Starts N Shawahid instances (default 2) on one PostgreSQL database behind a round-robin
proxy on port P (default 3000). Settings: DATABASE_URL (default
postgres://postgres@127.0.0.1:5432/shawahid_cluster, created when missing), REDIS_URL
(default redis://127.0.0.1:6379). Files go to FILE_STORAGE=s3 with the S3_* settings when
set, else to an S3 test server (s3rver) this command starts on data/cluster-s3.`;

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
// Every instance must find every file: an object store, never each one's own folder.
const s3Folder = resolve('data/cluster-s3');
if (process.env.FILE_STORAGE !== 's3') mkdirSync(s3Folder, { recursive: true });
const s3TestServer =
  process.env.FILE_STORAGE === 's3' ? null : await startS3TestServer({ directory: s3Folder });
const storageEnv = s3TestServer ? (await s3TestServer.newBucket('shawahid-cluster')).env : {};
const cluster = await startCluster({
  instances,
  port,
  databaseUrl,
  ...(redisUrl ? { redisUrl } : {}),
  env: {
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
    // One key for every instance, or a token from one is refused by the next.
    JWT_SECRET: process.env.JWT_SECRET ?? clusterJwtSecret(),
    ...storageEnv,
  },
  onOutput: (instance, line) => console.log(`[${instance}] ${line}`),
});

console.log(`\nShawahid: ${instances} instance(s) behind ${cluster.url}`);
for (const [index, instance] of cluster.instances.entries()) {
  console.log(`  instance ${index + 1}: ${instance.url}`);
}
console.log(`  database: ${new URL(databaseUrl).pathname.slice(1)} on PostgreSQL`);
console.log(`  fan-out: ${redisUrl ? 'Redis' : 'PostgreSQL LISTEN/NOTIFY'}`);
console.log(
  `  files: ${s3TestServer ? `S3 test server at ${s3TestServer.endpoint} (data/cluster-s3)` : `bucket ${process.env.S3_BUCKET ?? ''}`}`,
);
console.log('Press Ctrl+C to stop them all.');

let stopping = false;
const stop = () => {
  if (stopping) return;
  stopping = true;
  void cluster
    .stop()
    .then(() => s3TestServer?.close())
    .then(() => process.exit(0));
};
process.once('SIGINT', stop);
process.once('SIGTERM', stop);

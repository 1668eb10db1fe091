import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { freePort } from '../../server/src/testing/server-process.ts';

import { startRoundRobinProxy, type RoundRobinProxy } from './round-robin-proxy.ts';

export interface ClusterOptions {
  instances: number;
  /** PostgreSQL every instance shares; it must exist (see `ensurePostgresDatabase`). */
  databaseUrl: string;
  /** Redis for fan-out between the instances; without it they use PostgreSQL LISTEN/NOTIFY. */
  redisUrl?: string;
  /** The proxy's port; 0 picks a free one. */
  port?: number;
  /** More settings for every instance, such as the object store's. */
  env?: Record<string, string>;
  /** Where each instance's output goes; by default it is dropped. */
  onOutput?: (instance: number, line: string) => void;
}

export interface ClusterInstance {
  url: string;
  process: ChildProcess;
  dataDir: string;
}

export interface Cluster {
  /** The proxy: what users and tests talk to. */
  url: string;
  instances: readonly ClusterInstance[];
  proxy: RoundRobinProxy;
  stop(): Promise<void>;
}

async function untilHealthy(instance: ClusterInstance): Promise<void> {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (instance.process.exitCode !== null) {
      throw new Error(`the instance at ${instance.url} exited with ${instance.process.exitCode}`);
    }
    const healthy = await fetch(`${instance.url}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) return;
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(`the instance at ${instance.url} did not become healthy in two minutes`);
}

function forwardLines(
  stream: NodeJS.ReadableStream | null,
  onLine: ((line: string) => void) | undefined,
) {
  if (!stream) return;
  // An unread pipe fills and then blocks the instance on its next log line.
  if (!onLine) {
    stream.resume();
    return;
  }
  let rest = '';
  stream.setEncoding('utf8');
  stream.on('data', (chunk: string) => {
    const lines = (rest + chunk).split('\n');
    rest = lines.pop() ?? '';
    for (const line of lines) onLine(line);
  });
}

async function stopInstance(instance: ClusterInstance): Promise<void> {
  if (instance.process.exitCode === null && instance.process.signalCode === null) {
    const exited = new Promise((resolve) => instance.process.once('exit', resolve));
    instance.process.kill('SIGTERM');
    await exited;
  }
  rmSync(instance.dataDir, { recursive: true, force: true });
}

/**
 * N instances of `npm start`'s own server on one PostgreSQL database (and Redis, object
 * storage when given), behind a round-robin proxy, as README "Running at scale" describes.
 * The first instance starts alone, so it alone migrates the database and seeds the demo
 * accounts; the others follow together.
 */
export async function startCluster(options: ClusterOptions): Promise<Cluster> {
  const proxyPort = options.port ?? (await freePort());
  const publicUrl = `http://127.0.0.1:${proxyPort}`;
  const instances: ClusterInstance[] = [];

  async function startInstance(index: number): Promise<ClusterInstance> {
    const port = await freePort();
    const dataDir = mkdtempSync(join(tmpdir(), `shawahid-cluster-${index}-`));
    const child = spawn(process.execPath, ['scripts/start.mjs'], {
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        DATABASE_URL: options.databaseUrl,
        PUBLIC_URL: publicUrl,
        // Rate limits count the device's address, which only the proxy sees.
        TRUST_PROXY: '127.0.0.1',
        SKIP_BUILD: '1',
        ...(options.redisUrl ? { REDIS_URL: options.redisUrl } : {}),
        ...options.env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const onLine = options.onOutput && ((line: string) => options.onOutput?.(index, line));
    forwardLines(child.stdout, onLine);
    forwardLines(child.stderr, onLine);
    const instance = { url: `http://127.0.0.1:${port}`, process: child, dataDir };
    instances.push(instance);
    await untilHealthy(instance);
    return instance;
  }

  try {
    await startInstance(1);
    await Promise.all(
      Array.from({ length: options.instances - 1 }, (_, offset) => startInstance(offset + 2)),
    );
    const proxy = await startRoundRobinProxy({
      port: proxyPort,
      upstreams: instances.map((instance) => ({
        host: '127.0.0.1',
        port: Number(new URL(instance.url).port),
      })),
    });
    return {
      url: proxy.url,
      instances,
      proxy,
      async stop() {
        await proxy.close();
        await Promise.all(instances.map(stopInstance));
      },
    };
  } catch (error) {
    await Promise.all(instances.map(stopInstance));
    throw error;
  }
}

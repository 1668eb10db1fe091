import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface ServerInstance {
  url: string;
  server: ChildProcess;
  dataDir: string;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

async function untilHealthy(url: string, server: ChildProcess): Promise<void> {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the server at ${url} exited early`);
    const healthy = await fetch(`${url}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`the server at ${url} did not become healthy`);
}

/**
 * Another server beside the suite's: `npm start`'s own code path on the already built app,
 * with a throw-away data folder (a fresh embedded database unless `env` names another).
 */
export async function startServerInstance({
  port,
  env = {},
  dataDir = mkdtempSync(join(tmpdir(), 'shawahid-e2e-server-')),
}: {
  port?: number;
  env?: Record<string, string>;
  /** A stopped instance's folder, to start it again on the data it had. */
  dataDir?: string;
} = {}): Promise<ServerInstance> {
  const listenOn = port ?? (await freePort());
  const server = spawn('node', ['scripts/start.mjs'], {
    env: {
      ...process.env,
      PORT: String(listenOn),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      STATIC_DIR: process.env.E2E_STATIC_DIR ?? 'dist',
      SKIP_BUILD: '1',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${listenOn}`;
  await untilHealthy(url, server);
  return { url, server, dataDir };
}

/** Stops the server and removes its data folder, unless it is kept to start again. */
export async function stopServerInstance(
  { server, dataDir }: ServerInstance,
  { keepData = false }: { keepData?: boolean } = {},
): Promise<void> {
  if (server.exitCode === null) {
    const exited = new Promise((resolve) => server.once('exit', resolve));
    server.kill('SIGTERM');
    await exited;
  }
  if (!keepData) rmSync(dataDir, { recursive: true, force: true });
}

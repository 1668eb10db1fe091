import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';

export interface ServerInstance {
  url: string;
  server: ChildProcess;
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
 * with its own data folder (a fresh embedded database unless `env` names another).
 */
export async function startServerInstance({
  port,
  dataDir,
  env = {},
}: {
  port: number;
  dataDir: string;
  env?: Record<string, string>;
}): Promise<ServerInstance> {
  const server = spawn('node', ['scripts/start.mjs'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      STATIC_DIR: process.env.E2E_STATIC_DIR ?? 'dist',
      SKIP_BUILD: '1',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  await untilHealthy(url, server);
  return { url, server };
}

export async function stopServerInstance(server: ChildProcess): Promise<void> {
  if (server.exitCode !== null) return;
  const exited = new Promise((resolve) => server.once('exit', resolve));
  server.kill('SIGTERM');
  await exited;
}

import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { join } from 'node:path';

const repositoryRoot = join(import.meta.dirname, '../../..');

export interface ServerProcess {
  child: ChildProcess;
  port: number;
  url: string;
  /** Everything written to stdout and stderr so far. */
  output(): string;
  /** Resolves with the exit code (or the signal's name) once the process has ended. */
  exited: Promise<number | string>;
}

/** A port nobody listens on right now (the operating system picks it). */
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

/**
 * Tests only: the server as `npm start` runs it (without building the PWA), in a process of
 * its own. `env` adds to or overrides the test's environment; give it a DATA_DIR.
 */
export async function spawnServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  const port = Number(env.PORT ?? (await freePort()));
  let output = '';
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: repositoryRoot,
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      SKIP_BUILD: '1',
      STATIC_DIR: join(env.DATA_DIR ?? repositoryRoot, 'no-client-build'),
      LOG_LEVEL: 'warn',
      ...env,
      PORT: String(port),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  const exited = new Promise<number | string>((resolve) => {
    child.once('exit', (code, signal) => resolve(code ?? signal ?? 'unknown'));
  });
  return { child, port, url: `http://127.0.0.1:${port}`, output: () => output, exited };
}

/** Resolves once the server listens; rejects with its output when it exits or takes too long. */
export async function untilListening(server: ServerProcess, timeoutMs = 90_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let exitedWith: number | string | undefined;
  void server.exited.then((code) => (exitedWith = code));
  while (Date.now() < deadline) {
    if (exitedWith !== undefined) {
      throw new Error(`the server exited (${exitedWith}) before listening:\n${server.output()}`);
    }
    if (server.output().includes('Shawahid is running at')) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`the server did not listen within ${timeoutMs} ms:\n${server.output()}`);
}

/** Ends the process with `signal` unless it has ended already, and waits for it. */
export async function stopServerProcess(
  server: ServerProcess,
  signal: NodeJS.Signals = 'SIGTERM',
): Promise<number | string> {
  if (server.child.exitCode === null && server.child.signalCode === null) server.child.kill(signal);
  return server.exited;
}

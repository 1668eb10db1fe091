import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { afterAll, describe, expect, it } from 'vitest';

import {
  spawnServerProcess,
  stopServerProcess,
  untilListening,
  type ServerProcess,
} from '../testing/server-process.ts';

describe('one data folder, one server', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'shawahid-folder-lock-'));
  const started: ServerProcess[] = [];

  async function start(): Promise<ServerProcess> {
    const server = await spawnServerProcess({ DATA_DIR: dataDir });
    started.push(server);
    return server;
  }

  afterAll(async () => {
    for (const server of started) await stopServerProcess(server, 'SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('refuses a second server on the same folder, naming the folder and the first process', async () => {
    const first = await start();
    await untilListening(first);

    const second = await start();
    const exitCode = await second.exited;

    expect(exitCode).toBe(1);
    expect(second.output()).toContain(join(dataDir, 'pglite'));
    expect(second.output()).toContain(`process ${first.child.pid}`);
    expect(second.output()).not.toContain('Shawahid is running at');
    // The first server was left alone.
    expect((await fetch(`${first.url}/api/health`)).status).toBe(200);
  }, 120_000);

  it('starts again after the server holding the folder was killed', async () => {
    const [first] = started;
    if (!first) throw new Error('the first test starts the first server');
    await stopServerProcess(first, 'SIGKILL');

    const restarted = await start();
    await untilListening(restarted);

    expect((await fetch(`${restarted.url}/api/health`)).status).toBe(200);
  }, 120_000);
});

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { afterAll, describe, expect, it } from 'vitest';

import { demoPassword } from '../../seed/demo-data.ts';
import { longArabicDescription } from '../../testing/long-arabic-evidence.ts';
import { makeAchievement } from '../../testing/make-achievement.ts';
import {
  spawnServerProcess,
  stopServerProcess,
  untilListening,
  type ServerProcess,
} from '../../testing/server-process.ts';

const graceMs = 2_000;

describe('a server stopped while it renders a long portfolio', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'shawahid-pdf-shutdown-'));
  let server: ServerProcess | undefined;

  afterAll(async () => {
    if (server) await stopServerProcess(server, 'SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('renders through its worker threads as `npm start` runs it, and exits within the grace on SIGTERM', async () => {
    server = await spawnServerProcess({
      DATA_DIR: dataDir,
      SHUTDOWN_GRACE_MS: String(graceMs),
      PDF_CACHE_SIZE: '0',
      PORT: '3222',
    });
    await untilListening(server);
    const { url } = server;
    const login = await fetch(`${url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'teacher@shawahid.test', password: demoPassword }),
    });
    const token = ((await login.json()) as { result: { access_token: string } }).result
      .access_token;
    const headers = { authorization: `Bearer ${token}` };
    const criteria = (await (await fetch(`${url}/api/criteria`, { headers })).json()) as {
      result: { id: string }[];
    };
    for (let index = 0; index < 60; index += 1) {
      const created = await fetch(`${url}/api/achievements`, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify(
          makeAchievement({
            description: longArabicDescription(index + 1),
            event_start_at: `2025-10-${String((index % 28) + 1).padStart(2, '0')}T08:00:00+03:00`,
            criterion_ids: criteria.result.map((criterion) => criterion.id),
          }),
        ),
      });
      expect(created.status).toBe(201);
    }
    const small = await fetch(`${url}/api/portfolio.pdf?year=2024&lang=ar`, { headers });
    expect(small.status).toBe(200);
    expect(
      Buffer.from(await small.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');

    const long = fetch(`${url}/api/portfolio.pdf?year=2025&lang=ar`, { headers }).then(
      (response) => response.status,
      () => 'cut',
    );
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    const health = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(1_000) });
    expect(health.status).toBe(200);
    const stoppedAt = Date.now();
    server.child.kill('SIGTERM');
    await server.exited;

    // The drain's quiet wait, the grace, then closing: never the render's whole length.
    expect(Date.now() - stoppedAt).toBeLessThan(graceMs + 4_000);
    expect(await long).toBe('cut');
  }, 180_000);
});

import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { inArray } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';

import { connectDatabase } from './db/connect-database.ts';
import { achievements } from './db/tables/achievements.ts';
import { demoPassword } from './seed/demo-data.ts';
import { makeAchievement } from './testing/make-achievement.ts';
import {
  spawnServerProcess,
  stopServerProcess,
  untilListening,
  type ServerProcess,
} from './testing/server-process.ts';

type Outcome =
  | { kind: 'acknowledged'; id: string }
  | { kind: 'refused'; how: string }
  | { kind: 'failed'; how: string };

function errorCode(error: unknown): string {
  const cause = (error as { cause?: { code?: string; message?: string } }).cause;
  return cause?.code ?? cause?.message ?? String(error);
}

/**
 * One achievement create with its own idempotency key, over a kept-alive connection as a load
 * balancer's. Refused means an answer saying so, or no connection at all; a reset is a failure.
 */
async function createAchievement(url: string, token: string): Promise<Outcome> {
  const body = makeAchievement();
  try {
    const response = await fetch(`${url}/api/achievements`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': 'application/json',
        'idempotency-key': randomUUID(),
      },
      body: JSON.stringify(body),
    });
    await response.arrayBuffer();
    if (response.status === 201) return { kind: 'acknowledged', id: String(body.id) };
    if (response.status === 503) return { kind: 'refused', how: '503' };
    return { kind: 'failed', how: `status ${response.status}` };
  } catch (error) {
    const code = errorCode(error);
    return code === 'ECONNREFUSED' ? { kind: 'refused', how: code } : { kind: 'failed', how: code };
  }
}

describe('SIGTERM in the middle of a burst of writes', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'shawahid-shutdown-'));
  let server: ServerProcess | undefined;

  afterAll(async () => {
    if (server) await stopServerProcess(server, 'SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('keeps every acknowledged write and resets no request', async () => {
    // The writers send their next request at once, unless the test's process stalls (a garbage
    // collection on a busy machine): the quiet period must outlast such a stall, or the server
    // closes a kept-alive connection just as a request goes out on it (drain.ts).
    server = await spawnServerProcess({
      DATA_DIR: dataDir,
      SHUTDOWN_GRACE_MS: '10000',
      SHUTDOWN_QUIET_MS: '3000',
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

    const outcomes: Outcome[] = [];
    let sigtermSent = false;
    // Each writer goes on until the server refuses it; no loop runs longer than 60 s.
    const writer = async () => {
      const until = Date.now() + 60_000;
      while (Date.now() < until) {
        const outcome = await createAchievement(url, token);
        outcomes.push(outcome);
        if (outcome.kind !== 'acknowledged' && sigtermSent) return;
        if (outcome.kind === 'failed') return;
      }
    };
    const writers = Array.from({ length: 8 }, writer);
    const burstDeadline = Date.now() + 60_000;
    while (outcomes.filter((outcome) => outcome.kind === 'acknowledged').length < 40) {
      if (Date.now() > burstDeadline || outcomes.some((outcome) => outcome.kind === 'failed')) {
        throw new Error(`the burst did not get going: ${JSON.stringify(outcomes.slice(-5))}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    server.child.kill('SIGTERM');
    sigtermSent = true;
    await Promise.all(writers);
    const exitCode = await server.exited;

    const failures = outcomes.filter((outcome) => outcome.kind === 'failed');
    const acknowledged = outcomes.flatMap((outcome) =>
      outcome.kind === 'acknowledged' ? [outcome.id] : [],
    );
    const log = `the server's output:\n${server.output()}`;
    expect(failures, log).toEqual([]);
    expect(
      outcomes.some((outcome) => outcome.kind === 'refused'),
      log,
    ).toBe(true);
    expect(exitCode, log).toBe(0);

    const stored = await connectDatabase({ driver: 'pglite', dataDir: join(dataDir, 'pglite') });
    try {
      const rows = await stored.db
        .select({ id: achievements.id })
        .from(achievements)
        .where(inArray(achievements.id, acknowledged));
      expect(rows.map((row) => row.id).sort()).toEqual([...acknowledged].sort());
    } finally {
      await stored.close();
    }
  }, 180_000);
});

// @vitest-environment node
import { describe, expect } from 'vitest';

import { createNote, makeNote } from './notes-feature.ts';
import { replayTest as it } from './replay-harness.ts';

// A test cut off by its time limit goes on running; the tests after it must find neither its
// writes, nor its requests, nor the outbox lock taken by its replay (issue 30, item 6).
describe('the replay harness', () => {
  it('leaves a replay running, as a test cut off by its time limit does', async ({ h }) => {
    h.server.respondWith(() => new Promise<Response>(() => undefined));
    await createNote(h.db, makeNote(), { nowMs: h.later() });
    void h.replay();
    await expect.poll(() => h.server.requests.length).toBe(1);
  });

  it('gives the next test a replay of its own', async ({ h }) => {
    await createNote(h.db, makeNote(), { nowMs: h.later() });
    expect(await h.replay()).toMatchObject({ outcome: 'finished', sent: 1 });
  });

  it.fails(
    'is cut off by its time limit while it still queues writes',
    { timeout: 50 },
    async ({ h }) => {
      for (;;) await createNote(h.db, makeNote(), { nowMs: h.later() });
    },
  );

  it('gives the next test an outbox and a server of its own', async ({ h }) => {
    await createNote(h.db, makeNote(), { nowMs: h.later() });
    expect(await h.replay()).toMatchObject({ outcome: 'finished', sent: 1 });
    expect(h.server.requests).toHaveLength(1);
    expect(await h.db.outbox.count()).toBe(0);
  });
});

// @vitest-environment node
import { describe, expect, it } from 'vitest';

import { createNote, makeNote } from './notes-feature.ts';
import { setUpReplayHarness } from './replay-harness.ts';

const h = setUpReplayHarness();

// A test that overruns its time limit leaves its replay running; the tests after it must not
// find the outbox lock taken by it (issue 30, item 6).
describe('the replay harness', () => {
  it('leaves a replay running, as a test cut off by its time limit does', async () => {
    h.server.respondWith(() => new Promise<Response>(() => undefined));
    await createNote(h.db, makeNote(), { nowMs: h.later() });
    void h.replay();
    await expect.poll(() => h.server.requests.length).toBe(1);
  });

  it('gives the next test a replay of its own', async () => {
    await createNote(h.db, makeNote(), { nowMs: h.later() });
    expect(await h.replay()).toMatchObject({ outcome: 'finished', sent: 1 });
  });
});

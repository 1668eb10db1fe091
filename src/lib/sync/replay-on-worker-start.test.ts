// @vitest-environment node
import { describe, expect, it } from 'vitest';

import { replayOnWorkerStart } from './replay-on-worker-start.ts';

class LifetimeEventStandIn extends Event {
  readonly held: Promise<unknown>[] = [];
  waitUntil(promise: Promise<unknown>): void {
    this.held.push(promise);
  }
}

function startedWorker(replay: () => Promise<unknown>, onError?: (error: unknown) => void) {
  const scope = new EventTarget();
  replayOnWorkerStart(scope, replay, onError);
  const fire = (type: 'activate' | 'fetch' | 'message') => {
    const event = new LifetimeEventStandIn(type);
    scope.dispatchEvent(event);
    return event;
  };
  return { fire };
}

function replayThatWaits() {
  let calls = 0;
  let finish: () => void = () => undefined;
  const replay = () => {
    calls += 1;
    return new Promise<void>((resolve) => (finish = resolve));
  };
  return { replay, calls: () => calls, finish: () => finish() };
}

describe('replayOnWorkerStart', () => {
  it('replays when the worker activates, without holding the activation', () => {
    const run = replayThatWaits();
    const worker = startedWorker(run.replay);
    const activation = worker.fire('activate');
    expect(run.calls()).toBe(1);
    expect(activation.held).toHaveLength(0);
  });

  it('replays at the first fetch after a start, and keeps the worker alive until it ends', () => {
    const run = replayThatWaits();
    const worker = startedWorker(run.replay);
    const first = worker.fire('fetch');
    const second = worker.fire('fetch');
    expect(run.calls()).toBe(1);
    expect(first.held).toHaveLength(1);
    expect(second.held).toHaveLength(1);
  });

  it('replays at the first message after a start', () => {
    const run = replayThatWaits();
    const worker = startedWorker(run.replay);
    worker.fire('message');
    expect(run.calls()).toBe(1);
  });

  it('replays once a start, whatever comes after', async () => {
    const run = replayThatWaits();
    const worker = startedWorker(run.replay);
    worker.fire('activate');
    run.finish();
    await new Promise((resolve) => setTimeout(resolve, 0));
    for (const type of ['fetch', 'message', 'fetch', 'activate'] as const) {
      expect(worker.fire(type).held).toHaveLength(0);
    }
    expect(run.calls()).toBe(1);
  });

  it('replays again when the browser starts the worker again', () => {
    const run = replayThatWaits();
    startedWorker(run.replay).fire('fetch');
    startedWorker(run.replay).fire('fetch');
    expect(run.calls()).toBe(2);
  });

  it('reports a failed replay instead of failing the event', async () => {
    const errors: unknown[] = [];
    const worker = startedWorker(
      () => Promise.reject(new Error('no database')),
      (error) => errors.push(error),
    );
    const fetch = worker.fire('fetch');
    await Promise.all(fetch.held);
    expect(errors).toHaveLength(1);
  });
});

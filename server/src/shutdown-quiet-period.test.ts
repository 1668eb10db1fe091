import { connect, type Socket } from 'node:net';

import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { shutDownGracefully } from './graceful-shutdown.ts';
import { buildTestApp, type TestApp } from './testing/build-test-app.ts';

/** A kept-alive connection that sends one GET at a time and collects what comes back. */
function keptAliveConnection(port: number) {
  let received = '';
  let error: string | undefined;
  let closed = false;
  const socket: Socket = connect(port, '127.0.0.1');
  socket.on('data', (chunk: Buffer) => (received += chunk.toString('utf8')));
  socket.on('error', (cause: NodeJS.ErrnoException) => (error = cause.code ?? cause.message));
  socket.on('close', () => (closed = true));
  return {
    /** Sends a GET and resolves with its answer's status line, or with how the socket ended. */
    async get(path: string): Promise<string> {
      received = '';
      if (!closed) socket.write(`GET ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n`);
      const until = Date.now() + 5_000;
      while (Date.now() < until && !received.includes('\r\n\r\n') && !closed) {
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      if (received.includes('\r\n')) return received.slice(0, received.indexOf('\r\n'));
      return error ? `error ${error}` : closed ? 'closed' : 'no answer';
    },
    destroy: () => socket.destroy(),
  };
}

describe('stopping after the quiet period it is given', () => {
  let testApp: TestApp;
  let port: number;

  beforeEach(async () => {
    testApp = await buildTestApp();
    port = Number(new URL(await testApp.app.listen({ host: '127.0.0.1', port: 0 })).port);
  });

  afterEach(async () => {
    await testApp.close().catch(() => {});
  });

  it('answers a kept-alive client that pauses for less than SHUTDOWN_QUIET_MS with a refusal', async () => {
    const client = keptAliveConnection(port);
    try {
      expect(await client.get('/api/health')).toBe('HTTP/1.1 200 OK');
      const stopped = shutDownGracefully(testApp.app, testApp.connection, {
        graceMs: 10_000,
        quietMs: 2_000,
      });
      // A client busy with something else for a second, then its next request.
      await new Promise((resolve) => setTimeout(resolve, 1_000));

      expect(await client.get('/api/criteria')).toBe('HTTP/1.1 503 Service Unavailable');
      expect(await stopped).toBe(0);
    } finally {
      client.destroy();
    }
  });
});

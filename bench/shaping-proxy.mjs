// A phone's network between the browser and the server, for the bench: a TCP proxy on
// 127.0.0.1 that forwards to the server on 127.0.0.1 and shapes both directions.
//
// - Each direction is one link shared by all the proxy's connections (one phone's radio):
//   bytes leave it at the link's rate, first come first served, then arrive half the round
//   trip later. Uplink = browser to server, downlink = server to browser.
// - A new connection sends nothing before one round trip has passed (TCP's handshake).
// - Not modelled: TCP slow start, TLS, loss, jitter, the radio waking up.
// - Bounded: at most `maxQueuedBytes` waiting per connection and direction (the sender is
//   paused beyond), at most `maxConnections` at once, and the proxy closes itself after
//   `lifetimeMs`.
import net from 'node:net';
import { performance } from 'node:perf_hooks';

/** The bench's phone: 150 ms round trip, 1.6 Mbit/s up, 8 Mbit/s down. */
export const phoneNetwork = { rttMs: 150, upBitsPerSecond: 1.6e6, downBitsPerSecond: 8e6 };

// Bytes leave a link in pieces of at most this size (about a few TCP segments), so the
// connections sharing it take turns and a piece arrives whole once it has crossed.
const pieceBytes = 4 * 1024;

/** A link of `bitsPerSecond` with `delayMs` of propagation, shared by its users. */
function link(bitsPerSecond, delayMs) {
  let freeAt = 0;
  return {
    /** When `bytes` handed over at `readyAt` arrive at the other end. */
    arrivalOf(bytes, readyAt) {
      const start = Math.max(readyAt, freeAt);
      freeAt = start + (bytes * 8 * 1000) / bitsPerSecond;
      return freeAt + delayMs;
    },
  };
}

/**
 * One direction of one connection: `from`'s bytes cross `over` and are written to `to` in
 * order, each piece at its arrival time; `from`'s end is passed on after its last byte.
 */
function pipe({ from, to, over, openAt, maxQueuedBytes, count }) {
  const queue = [];
  const held = [];
  let queuedBytes = 0;
  let timer = null;
  let heldTimer = null;
  let ended = false;

  function deliver() {
    timer = null;
    const now = performance.now();
    while (queue.length > 0 && queue[0].at <= now) {
      const { chunk } = queue.shift();
      queuedBytes -= chunk.length;
      count(chunk.length);
      if (!to.destroyed) to.write(chunk);
    }
    if (queuedBytes < maxQueuedBytes / 2 && from.isPaused()) from.resume();
    if (queue.length > 0) {
      timer = setTimeout(deliver, Math.max(0, queue[0].at - performance.now()));
    } else if (ended && held.length === 0 && !to.destroyed && !to.writableEnded) {
      to.end();
    }
  }

  function send(data) {
    const readyAt = performance.now();
    for (let offset = 0; offset < data.length; offset += pieceBytes) {
      const chunk = data.subarray(offset, offset + pieceBytes);
      queue.push({ chunk, at: over.arrivalOf(chunk.length, readyAt) });
      queuedBytes += chunk.length;
    }
    if (queuedBytes >= maxQueuedBytes) from.pause();
    if (timer === null) deliver();
  }

  // Before the handshake would have finished, bytes wait without taking the link.
  function releaseHeld() {
    heldTimer = null;
    for (const data of held.splice(0)) send(data);
    if (ended && timer === null) deliver();
  }

  from.on('data', (data) => {
    const early = openAt - performance.now();
    if (early > 0 || held.length > 0) {
      held.push(data);
      heldTimer ??= setTimeout(releaseHeld, Math.max(0, early));
      return;
    }
    send(data);
  });
  from.on('end', () => {
    ended = true;
    if (timer === null && heldTimer === null) deliver();
  });
  return {
    stop() {
      clearTimeout(timer ?? undefined);
      clearTimeout(heldTimer ?? undefined);
      timer = null;
      heldTimer = null;
      queue.length = 0;
      held.length = 0;
    },
  };
}

/**
 * Starts a shaping proxy on 127.0.0.1 (on `port`, else on a free one) to `targetPort` on
 * 127.0.0.1. Answers `{ port, base, bytes(), close() }`; `bytes()` counts what has arrived at
 * each end so far: `up` at the server, `down` at the browser.
 */
export async function startShapingProxy({
  targetPort,
  port: listenPort = 0,
  network = phoneNetwork,
  maxQueuedBytes = 256 * 1024,
  maxConnections = 64,
  lifetimeMs = 30 * 60_000,
}) {
  const up = link(network.upBitsPerSecond, network.rttMs / 2);
  const down = link(network.downBitsPerSecond, network.rttMs / 2);
  const totals = { up: 0, down: 0 };
  const open = new Set();

  const server = net.createServer({ allowHalfOpen: true }, (client) => {
    const acceptedAt = performance.now();
    const upstream = net.connect({ host: '127.0.0.1', port: targetPort, allowHalfOpen: true });
    client.setNoDelay(true);
    upstream.setNoDelay(true);
    const pipes = [
      pipe({
        from: client,
        to: upstream,
        over: up,
        openAt: acceptedAt + network.rttMs,
        maxQueuedBytes,
        count: (bytes) => (totals.up += bytes),
      }),
      pipe({
        from: upstream,
        to: client,
        over: down,
        openAt: 0,
        maxQueuedBytes,
        count: (bytes) => (totals.down += bytes),
      }),
    ];
    const connection = {
      destroy() {
        open.delete(connection);
        for (const each of pipes) each.stop();
        client.destroy();
        upstream.destroy();
      },
    };
    open.add(connection);
    // An error on either side ends both; otherwise each side closes once both halves ended.
    client.on('error', () => connection.destroy());
    upstream.on('error', () => connection.destroy());
    const closeWhenBothClosed = () => {
      if (client.closed && upstream.closed) connection.destroy();
    };
    client.on('close', closeWhenBothClosed);
    upstream.on('close', closeWhenBothClosed);
  });
  server.maxConnections = maxConnections;

  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(listenPort, '127.0.0.1', resolve);
  });
  const { port } = server.address();

  let closed = false;
  const close = async () => {
    if (closed) return;
    closed = true;
    clearTimeout(lifetime);
    for (const connection of open) connection.destroy();
    open.clear();
    await new Promise((resolve) => server.close(() => resolve()));
  };
  const lifetime = setTimeout(() => void close(), lifetimeMs);
  lifetime.unref();

  return {
    port,
    base: `http://127.0.0.1:${port}`,
    bytes: () => ({ ...totals }),
    close,
  };
}

import { createServer, request, type IncomingMessage, type Server } from 'node:http';
import { connect, type Socket } from 'node:net';

export interface Upstream {
  host: string;
  port: number;
}

export interface RoundRobinProxy {
  url: string;
  /** How many requests and socket upgrades each upstream received, in order. */
  readonly counts: readonly number[];
  close(): Promise<void>;
}

// Hop-by-hop headers belong to one connection and are not forwarded (RFC 9110, 7.6.1).
const hopByHop = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'transfer-encoding',
  'upgrade',
  'te',
  'trailer',
]);

function forwardedHeaders(incoming: IncomingMessage): Record<string, string | string[]> {
  const headers: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(incoming.headers)) {
    if (value !== undefined && !hopByHop.has(name)) headers[name] = value;
  }
  const client = incoming.socket.remoteAddress ?? '';
  const earlier = incoming.headers['x-forwarded-for'];
  headers['x-forwarded-for'] = earlier ? `${String(earlier)}, ${client}` : client;
  return headers;
}

/** The request line and headers of an upgrade, as the upstream must read them. */
function rawRequestHead(incoming: IncomingMessage): string {
  const lines = [`${incoming.method ?? 'GET'} ${incoming.url ?? '/'} HTTP/1.1`];
  for (let i = 0; i < incoming.rawHeaders.length; i += 2) {
    lines.push(`${incoming.rawHeaders[i] ?? ''}: ${incoming.rawHeaders[i + 1] ?? ''}`);
  }
  return `${lines.join('\r\n')}\r\n\r\n`;
}

/**
 * A small HTTP and WebSocket load balancer for trying several instances on one machine
 * (README, "Running at scale"): each request, and each socket upgrade, goes to the next
 * upstream in turn, so a device's consecutive calls land on different instances. Production
 * puts a real balancer (nginx, HAProxy, a cloud's) in this place.
 */
export async function startRoundRobinProxy({
  upstreams,
  port = 0,
  host = '127.0.0.1',
}: {
  upstreams: readonly Upstream[];
  port?: number;
  host?: string;
}): Promise<RoundRobinProxy> {
  if (upstreams.length === 0) throw new Error('the proxy needs at least one upstream');
  const counts = upstreams.map(() => 0);
  let turn = 0;
  const nextUpstream = (): Upstream => {
    const index = turn % upstreams.length;
    turn += 1;
    counts[index] = (counts[index] ?? 0) + 1;
    return upstreams[index] as Upstream;
  };

  const server: Server = createServer((incoming, outgoing) => {
    const upstream = nextUpstream();
    const proxied = request(
      {
        host: upstream.host,
        port: upstream.port,
        method: incoming.method,
        path: incoming.url,
        headers: forwardedHeaders(incoming),
      },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(outgoing);
      },
    );
    proxied.on('error', () => {
      if (!outgoing.headersSent) outgoing.writeHead(502).end();
      else outgoing.destroy();
    });
    incoming.pipe(proxied);
  });

  // Upgraded sockets leave the server's bookkeeping; they are closed with the proxy.
  const upgraded = new Set<Socket>();
  server.on('upgrade', (incoming: IncomingMessage, client: Socket, head: Buffer) => {
    const upstream = nextUpstream();
    upgraded.add(client);
    client.on('close', () => upgraded.delete(client));
    const toUpstream = connect(upstream.port, upstream.host, () => {
      toUpstream.write(rawRequestHead(incoming));
      if (head.length > 0) toUpstream.write(head);
      client.pipe(toUpstream).pipe(client);
    });
    const closeBoth = () => {
      client.destroy();
      toUpstream.destroy();
    };
    toUpstream.on('error', closeBoth);
    client.on('error', closeBoth);
    client.on('close', () => toUpstream.destroy());
    toUpstream.on('close', () => client.destroy());
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  const address = server.address();
  const boundPort = typeof address === 'object' && address ? address.port : port;
  return {
    url: `http://${host}:${boundPort}`,
    counts,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of upgraded) socket.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

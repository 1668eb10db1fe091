import { createConnection, createServer, type AddressInfo, type Socket } from 'node:net';

export interface NetworkCutProxy {
  /** The origin to open the app at: everything goes through the proxy to the server. */
  url: string;
  /**
   * The link goes silent, as a phone's does in a corridor: connections stay open and what is
   * sent waits, new connections are taken but nothing reaches the server or comes back.
   */
  cut(): void;
  /** The link is back: what waited goes on, in both directions. */
  restore(): void;
  close(): Promise<void>;
}

/**
 * A TCP proxy on 127.0.0.1 in front of the server whose link can go silent and come back
 * without any connection being refused or closed, as a real network cut (unlike a stopped
 * server, which refuses at once). WebSocket upgrades pass through like any other bytes.
 */
export async function startNetworkCutProxy(targetPort: number): Promise<NetworkCutProxy> {
  let silent = false;
  const held: (() => void)[] = [];
  const sockets = new Set<Socket>();

  const proxy = createServer((client) => {
    const server = createConnection({ host: '127.0.0.1', port: targetPort });
    sockets.add(client).add(server);
    const pass = (to: Socket, chunk: Buffer) => {
      const send = () => {
        if (!to.destroyed) to.write(chunk);
      };
      if (silent) held.push(send);
      else send();
    };
    client.on('data', (chunk: Buffer) => pass(server, chunk));
    server.on('data', (chunk: Buffer) => pass(client, chunk));
    // A side that closes during the cut is not heard of on the other side until it ends.
    const closeLater = (other: Socket) => () => {
      if (silent) held.push(() => other.destroy());
      else other.destroy();
    };
    client.on('close', closeLater(server));
    server.on('close', closeLater(client));
    client.on('error', () => server.destroy());
    server.on('error', () => client.destroy());
  });
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));

  return {
    url: `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`,
    cut: () => {
      silent = true;
    },
    restore: () => {
      silent = false;
      for (const send of held.splice(0)) send();
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        proxy.close(() => resolve());
      }),
  };
}

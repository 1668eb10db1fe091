import { createConnection, createServer, type AddressInfo, type Socket } from 'node:net';

/**
 * Tests only: a TCP proxy in front of a server (e.g. PostgreSQL) that can go down for a while,
 * as the server's host does in an outage: every open connection drops at once, and new ones are
 * refused until it is back on the same port.
 */
export async function outageProxy(target: { host?: string; port: number }) {
  const sockets = new Set<Socket>();
  const proxy = createServer((client) => {
    const server = createConnection({ host: target.host ?? '127.0.0.1', port: target.port });
    sockets.add(client).add(server);
    client.pipe(server).pipe(client);
    const drop = () => {
      client.destroy();
      server.destroy();
      sockets.delete(client);
      sockets.delete(server);
    };
    client.on('close', drop).on('error', drop);
    server.on('close', drop).on('error', drop);
  });
  const listen = (port: number) =>
    new Promise<void>((resolve, reject) => {
      proxy.once('error', reject);
      proxy.listen(port, '127.0.0.1', () => {
        proxy.off('error', reject);
        resolve();
      });
    });
  const stopListening = () => new Promise<void>((resolve) => proxy.close(() => resolve()));
  const dropAll = () => {
    for (const socket of sockets) socket.destroy();
    sockets.clear();
  };

  await listen(0);
  const port = (proxy.address() as AddressInfo).port;

  return {
    port,
    /** Drops every connection, refuses new ones for `milliseconds`, then lets them through. */
    async outage(milliseconds: number): Promise<void> {
      const closed = stopListening();
      dropAll();
      await closed;
      await new Promise((resolve) => setTimeout(resolve, milliseconds));
      await listen(port);
    },
    async close(): Promise<void> {
      const closed = proxy.listening ? stopListening() : Promise.resolve();
      dropAll();
      await closed;
    },
  };
}

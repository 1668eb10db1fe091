import { createConnection, createServer, type AddressInfo, type Socket } from 'node:net';

/**
 * Tests only: a TCP proxy in front of a listening app, like a phone's network. It counts the
 * bytes that reach the server and cuts the connection whenever that count crosses one of
 * `cutAt`, mid-request, as a dropped link does: the link stalls there, `settle` waits for the
 * server to take in what reached it (a loaded machine reads its socket late), then it drops.
 */
export async function connectionCuttingProxy(
  target: { port: number },
  cutAt: number[],
  settle: () => Promise<void>,
) {
  const thresholds = [...cutAt].sort((a, b) => a - b);
  let bytesToServer = 0;
  let cuts = 0;
  const sockets = new Set<Socket>();

  const proxy = createServer((client) => {
    const server = createConnection({ host: '127.0.0.1', port: target.port });
    sockets.add(client).add(server);
    const cut = () => {
      client.destroy();
      server.destroy();
    };
    client.on('data', (chunk: Buffer) => {
      const next = thresholds[0];
      if (next !== undefined && bytesToServer + chunk.length >= next) {
        thresholds.shift();
        const allowed = next - bytesToServer;
        bytesToServer = next;
        cuts += 1;
        client.pause();
        server.write(chunk.subarray(0, allowed), () => {
          void settle().then(cut);
        });
        return;
      }
      bytesToServer += chunk.length;
      server.write(chunk);
    });
    server.on('data', (chunk: Buffer) => client.write(chunk));
    client.on('close', () => server.destroy());
    server.on('close', () => client.destroy());
    client.on('error', () => server.destroy());
    server.on('error', () => client.destroy());
  });
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));

  return {
    url: `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`,
    bytesToServer: () => bytesToServer,
    cuts: () => cuts,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        proxy.close(() => resolve());
      }),
  };
}

import { createConnection, createServer, type AddressInfo, type Socket } from 'node:net';

export interface CuttableProxy {
  /** The origin to open the app at: everything goes through the proxy to the server. */
  url: string;
  /** The network drops: open connections break and new ones are refused until `restore`. */
  cut(): void;
  restore(): void;
  /**
   * What the page sends goes at most this many bytes a second from now on (null: as fast as
   * it comes), as a phone's upload does, so that a cut can land in the middle of a file.
   */
  limitUpload(bytesPerSecond: number | null): void;
  /** Bytes the page has sent through the proxy so far. */
  sentBytes(): number;
  /** Every PATCH the page has begun through the proxy (a tus upload sending more of a file). */
  patches(): readonly CarriedPatch[];
  close(): Promise<void>;
}

export interface CarriedPatch {
  path: string;
  /** How long the link carried the request: until its connection closed, or until now. */
  carriedMs: number;
  /** Bytes of its body that came through after the request's head. */
  bodyBytes: number;
}

interface PatchSeen {
  path: string;
  startedAt: number;
  endedAt: number | null;
  bodyBytes: number;
}

const headEnd = Buffer.from('\r\n\r\n');

/**
 * A TCP proxy on 127.0.0.1 in front of the app's server, for browsers whose WebDriver cannot
 * take the network away (WebKitGTK): the test cuts the link and gives it back, as a phone
 * loses and finds its signal, while the page stays open.
 */
export async function startCuttableProxy(targetPort: number, port = 0): Promise<CuttableProxy> {
  let cut = false;
  let uploadRate: number | null = null;
  let sent = 0;
  let linkFreeAt = 0;
  const sockets = new Set<Socket>();
  const patches: PatchSeen[] = [];
  const track = (socket: Socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  };

  const proxy = createServer((client) => {
    if (cut) {
      client.resetAndDestroy();
      return;
    }
    const server = createConnection({ host: '127.0.0.1', port: targetPort });
    track(client);
    track(server);
    let patch: PatchSeen | null = null;
    client.on('close', () => {
      if (patch) patch.endedAt = Date.now();
    });
    client.on('data', (chunk: Buffer) => {
      // A connection carries one request at a time: a new request line ends the one before.
      const requestLine = /^([A-Z]+) (\S+) HTTP\//.exec(chunk.subarray(0, 300).toString('latin1'));
      if (requestLine) {
        if (patch) patch.endedAt = Date.now();
        patch = null;
      }
      if (requestLine?.[1] === 'PATCH') {
        const bodyStart = chunk.indexOf(headEnd);
        patch = {
          path: requestLine[2] ?? '',
          startedAt: Date.now(),
          endedAt: null,
          bodyBytes: bodyStart < 0 ? 0 : chunk.length - bodyStart - headEnd.length,
        };
        patches.push(patch);
      } else if (patch) {
        patch.bodyBytes += chunk.length;
      }
      server.write(chunk);
      sent += chunk.length;
      if (uploadRate === null) return;
      // One link for every connection, as a phone has: each chunk waits for the ones before.
      const startsAt = Math.max(Date.now(), linkFreeAt);
      linkFreeAt = startsAt + (chunk.length / uploadRate) * 1000;
      client.pause();
      setTimeout(() => client.resume(), linkFreeAt - Date.now());
    });
    client.on('end', () => server.end());
    server.pipe(client);
    client.on('error', () => server.destroy());
    server.on('error', () => client.destroy());
    client.on('close', () => server.destroy());
    server.on('close', () => client.destroy());
  });
  await new Promise<void>((resolve, reject) => {
    proxy.once('error', reject);
    proxy.listen(port, '127.0.0.1', resolve);
  });

  const dropAll = () => {
    for (const socket of sockets) socket.resetAndDestroy();
    sockets.clear();
  };
  return {
    url: `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`,
    cut: () => {
      cut = true;
      dropAll();
    },
    restore: () => {
      cut = false;
    },
    limitUpload: (bytesPerSecond) => {
      uploadRate = bytesPerSecond;
    },
    sentBytes: () => sent,
    patches: () =>
      patches.map(({ path, startedAt, endedAt, bodyBytes }) => ({
        path,
        carriedMs: (endedAt ?? Date.now()) - startedAt,
        bodyBytes,
      })),
    close: () =>
      new Promise<void>((resolve) => {
        dropAll();
        proxy.close(() => resolve());
      }),
  };
}

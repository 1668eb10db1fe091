import { createConnection, createServer, type AddressInfo, type Socket } from 'node:net';

export interface UploadCuttingProxy {
  /** The origin to open the app at: everything goes through the proxy to the server. */
  url: string;
  /**
   * Bytes of upload bodies (PATCH to `/api/uploads/…`) that began at the server's offset,
   * which the server appends to the file.
   */
  appendedBytes(): number;
  /**
   * Bytes of PATCHes that began elsewhere, which tus refuses (409): Chromium sends a request
   * again by itself when a connection it reused drops, with the offset it had.
   */
  resentBytes(): number;
  /** The offset each appending PATCH began at. */
  patchOffsets(): number[];
  cutsMade(): number;
  close(): Promise<void>;
}

interface Options {
  targetPort: number;
  /** Each cut happens this many bytes into an upload's body. */
  cutAfterBytes: number;
  cuts: number;
  /** How long the link stays silent before it drops, as a phone's does: the server takes in what arrived. */
  stallMs: number;
}

/**
 * An HTTP/1.1 proxy on 127.0.0.1 that reads each request's head to find resumable upload
 * PATCHes, counts their body bytes on the way to the server, and drops the connection partway
 * through the body `cuts` times. One upload at a time. A WebSocket upgrade is passed through
 * untouched.
 */
export async function startUploadCuttingProxy(options: Options): Promise<UploadCuttingProxy> {
  // One upload at a time: where the server's copy ends, as the bytes that reached it say.
  let serverOffset = 0;
  let appendedBytes = 0;
  let resentBytes = 0;
  const patchOffsets: number[] = [];
  let cutsLeft = options.cuts;
  const sockets = new Set<Socket>();

  const proxy = createServer((client) => {
    const server = createConnection({ host: '127.0.0.1', port: options.targetPort });
    sockets.add(client).add(server);
    let head = Buffer.alloc(0);
    let bodyLeft = 0;
    let bodyIsUpload = false;
    let bodySent = 0;
    let tunnel = false;
    let bodyAppends = false;
    const countBody = (bytes: number) => {
      if (!bodyAppends) {
        resentBytes += bytes;
        return;
      }
      appendedBytes += bytes;
      serverOffset += bytes;
    };

    const forward = (chunk: Buffer): void => {
      if (tunnel || chunk.length === 0) {
        if (chunk.length > 0) server.write(chunk);
        return;
      }
      if (bodyLeft > 0) {
        const part = chunk.subarray(0, bodyLeft);
        if (bodyAppends && cutsLeft > 0 && bodySent + part.length >= options.cutAfterBytes) {
          const allowed = options.cutAfterBytes - bodySent;
          cutsLeft -= 1;
          countBody(allowed);
          client.pause();
          server.write(part.subarray(0, allowed));
          setTimeout(() => {
            client.destroy();
            server.destroy();
          }, options.stallMs);
          tunnel = true;
          return;
        }
        if (bodyIsUpload) countBody(part.length);
        bodySent += part.length;
        bodyLeft -= part.length;
        server.write(part);
        forward(chunk.subarray(part.length));
        return;
      }
      head = Buffer.concat([head, chunk]);
      const end = head.indexOf('\r\n\r\n');
      if (end < 0) return;
      const headText = head.subarray(0, end).toString('latin1');
      const rest = head.subarray(end + 4);
      server.write(head.subarray(0, end + 4));
      head = Buffer.alloc(0);
      const [requestLine = ''] = headText.split('\r\n');
      const length = /\r\ncontent-length:\s*(\d+)/i.exec(headText)?.[1];
      bodyLeft = length ? Number(length) : 0;
      bodySent = 0;
      bodyIsUpload = /^PATCH \/api\/uploads\/\S+ HTTP/.test(requestLine);
      if (bodyIsUpload) {
        const offset = Number(/\r\nupload-offset:\s*(\d+)/i.exec(headText)?.[1]);
        bodyAppends = offset === serverOffset;
        if (bodyAppends) patchOffsets.push(offset);
      }
      tunnel = /\r\nupgrade:/i.test(headText);
      forward(rest);
    };

    client.on('data', forward);
    server.on('data', (chunk: Buffer) => client.write(chunk));
    client.on('close', () => server.destroy());
    server.on('close', () => client.destroy());
    client.on('error', () => server.destroy());
    server.on('error', () => client.destroy());
  });
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));

  return {
    url: `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`,
    appendedBytes: () => appendedBytes,
    resentBytes: () => resentBytes,
    patchOffsets: () => [...patchOffsets],
    cutsMade: () => options.cuts - cutsLeft,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        proxy.close(() => resolve());
      }),
  };
}

import type { FastifyInstance } from 'fastify';

import { toCamelCaseKeys, toSnakeCaseKeys } from '../../../contract/case-keys.ts';
import {
  realtimePath,
  zServerFrame,
  type ClientFrame,
  type ServerFrame,
} from '../../../contract/support-chat.ts';

/** The parts of a `ws` client the tests use. */
interface WsClient {
  send(data: string): void;
  close(): void;
  on(event: 'message', listener: (data: Buffer) => void): void;
  on(event: 'close', listener: (code: number) => void): void;
}

export interface ChatSocket {
  /** Every frame received so far, in order. */
  readonly frames: ServerFrame[];
  send(frame: ClientFrame): void;
  /** The first frame (already received or still to come) that matches, or a timeout error. */
  waitFor<T extends ServerFrame['type']>(
    type: T,
    matches?: (frame: Extract<ServerFrame, { type: T }>) => boolean,
    timeoutMs?: number,
  ): Promise<Extract<ServerFrame, { type: T }>>;
  /** The close code once the server has closed the socket. */
  readonly closed: Promise<number>;
  close(): void;
}

/** Opens `/api/realtime` on an app through `injectWS`, with the app's own origin by default. */
export async function openChatSocket(
  app: FastifyInstance,
  origin: string = new URL(app.config.publicUrl).origin,
): Promise<ChatSocket> {
  const frames: ServerFrame[] = [];
  const waiters = new Set<() => void>();
  const ws: WsClient = await app.injectWS(realtimePath, { headers: { origin } });
  ws.on('message', (data) => {
    frames.push(zServerFrame.parse(toCamelCaseKeys(JSON.parse(data.toString('utf8')))));
    for (const waiter of waiters) waiter();
  });
  const closed = new Promise<number>((resolve) => ws.on('close', resolve));

  return {
    frames,
    closed,
    send: (frame) => ws.send(JSON.stringify(toSnakeCaseKeys(frame))),
    close: () => ws.close(),
    waitFor(type, matches = () => true, timeoutMs = 5_000) {
      type Wanted = Extract<ServerFrame, { type: typeof type }>;
      const find = () =>
        frames.find((frame): frame is Wanted => frame.type === type && matches(frame as Wanted));
      return new Promise<Wanted>((resolve, reject) => {
        const check = () => {
          const found = find();
          if (!found) return;
          clearTimeout(timer);
          waiters.delete(check);
          resolve(found);
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`no '${type}' frame within ${timeoutMs} ms: ${JSON.stringify(frames)}`));
        }, timeoutMs);
        waiters.add(check);
        check();
      });
    },
  };
}

/** Opens a socket and authenticates it with an access or visitor token. */
export async function openAuthenticatedSocket(
  app: FastifyInstance,
  token: string,
): Promise<ChatSocket> {
  const socket = await openChatSocket(app);
  socket.send({ type: 'auth', token });
  await socket.waitFor('ready');
  return socket;
}

import websocket from '@fastify/websocket';
import type { FastifyInstance } from 'fastify';
import fastifyPlugin from 'fastify-plugin';

import { toCamelCaseKeys } from '../../../../contract/case-keys.ts';
import { isMessageKey } from '../../../../contract/message-keys.ts';
import {
  realtimeAuthTimeoutSeconds,
  realtimeCloseCodes,
  realtimePath,
  zClientFrame,
} from '../../../../contract/support-chat.ts';
import type { Config } from '../../config.ts';
import { ApiError } from '../../http/api-error.ts';
import { createChatSends, type ChatSendHandler } from './chat-sends.ts';
import { accountChangesChannel, createAccountChecks } from './account-changes.ts';
import { chooseBus } from './choose-bus.ts';
import { databaseListener } from './database-listener.ts';
import { isAllowedOrigin } from './origin-check.ts';
import { createPokes, syncChangesChannel } from './pokes.ts';
import { reconnectionLog } from './reconnection-log.ts';
import type { BusEvent, RealtimeBus } from './realtime-bus.ts';
import {
  deliver,
  isOpen,
  sendFrame,
  type RealtimeConnection,
  type RealtimePrincipal,
  type RealtimeSocket,
} from './realtime-connection.ts';
import { createSocketCaps } from './socket-caps.ts';
import { createVisitorTokens, type VisitorTokens } from './visitor-tokens.ts';

export type { RealtimePrincipal } from './realtime-connection.ts';
export type { ChatSend, ChatSendHandler } from './chat-sends.ts';

export interface Realtime {
  readonly busName: RealtimeBus['name'];
  visitorTokens: VisitorTokens;
  /** Tells every instance (this one included) to deliver the event to its sockets. */
  publish(event: BusEvent): Promise<void>;
  onChatSend(handler: ChatSendHandler): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    realtime: Realtime;
  }
}

export interface RealtimeOptions {
  config: Pick<Config, 'jwtSecret' | 'redisUrl' | 'publicUrl'>;
}

const maxFrameBytes = 16 * 1024;
const heartbeatMs = 30_000;

function frameText(data: Buffer | ArrayBuffer | Buffer[]): string {
  if (Array.isArray(data)) return Buffer.concat(data).toString('utf8');
  return Buffer.from(data instanceof ArrayBuffer ? new Uint8Array(data) : data).toString('utf8');
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

interface Authenticated {
  principal: RealtimePrincipal;
  tokenExpiresAt: Date;
}

async function authenticate(
  app: FastifyInstance,
  visitorTokens: VisitorTokens,
  token: string,
): Promise<Authenticated | undefined> {
  const visitor = await visitorTokens.verify(token);
  if (visitor)
    return { principal: { kind: 'visitor', visitor }, tokenExpiresAt: visitor.tokenExpiresAt };
  try {
    const user = await app.authenticateToken(token);
    return { principal: { kind: 'user', user }, tokenExpiresAt: user.tokenExpiresAt };
  } catch (error) {
    if (error instanceof ApiError) return undefined;
    throw error;
  }
}

/**
 * The socket at `/api/realtime`. A client authenticates with its first frame (an access token
 * or a visitor token; never in the URL, so never in a log), then receives pokes for its synced
 * data and account notices, and sends and receives chat messages (chat-sends.ts). Events go through a bus (PostgreSQL LISTEN/NOTIFY,
 * or Redis when REDIS_URL is set) so every instance delivers them to the sockets it holds.
 */
export const realtime = fastifyPlugin<RealtimeOptions>(
  async (app, { config }) => {
    await app.register(websocket, {
      options: { maxPayload: maxFrameBytes },
      // At shutdown (main.ts), tell each client to reconnect, to another instance if need be.
      preClose(done) {
        for (const client of this.websocketServer.clients) {
          client.close(realtimeCloseCodes.serviceRestart, 'service restart');
        }
        // Closing the HTTP server then waits for their closing handshakes.
        this.websocketServer.close();
        done();
      },
    });

    const visitorTokens = createVisitorTokens(config.jwtSecret, app.clock);
    const connections = new Set<RealtimeConnection>();
    const socketCaps = createSocketCaps(config.redisUrl);
    const accountChecks = createAccountChecks({
      connections,
      authenticate: (token) => app.authenticateToken(token),
      clock: app.clock,
      onError: (error) => app.log.error({ err: error }, 'realtime: an account check failed'),
    });
    const listenerLog = reconnectionLog(app.log, 'realtime: the listening database connection');
    const listener = databaseListener(app.db, app.databaseDriver, {
      events: {
        ...listenerLog,
        restored: () => {
          listenerLog.restored();
          // An account notice sent while nobody listened is lost: check every socket instead.
          accountChecks.checkAll();
        },
      },
    });
    const bus = chooseBus(config.redisUrl, app.db, listener);
    await bus.start((event) => deliver(connections, event));
    if (bus.check) app.readiness.add(bus.name, bus.check);
    // The database tells every instance whose synced data changed, whatever wrote it.
    const pokes = createPokes(connections);
    await listener.listen(syncChangesChannel, pokes.deliver);
    await listener.listen(accountChangesChannel, accountChecks.deliver);
    app.log.debug({ bus: bus.name }, 'realtime: bus started');

    const chatSends = createChatSends();
    app.decorate('realtime', {
      busName: bus.name,
      visitorTokens,
      publish: (event: BusEvent) => bus.publish(event),
      onChatSend: (handler: ChatSendHandler) => chatSends.onChatSend(handler),
    });

    const heartbeat = setInterval(() => {
      for (const connection of connections) {
        if (!connection.alive) connection.socket.terminate();
        connection.alive = false;
        connection.socket.ping();
      }
      socketCaps.refresh();
    }, heartbeatMs);
    heartbeat.unref();

    app.addHook('onClose', async () => {
      clearInterval(heartbeat);
      pokes.stop();
      accountChecks.stop();
      await bus.close();
      await listener.close();
      await socketCaps.close();
    });

    async function handleFrame(connection: RealtimeConnection, text: string): Promise<void> {
      const { socket } = connection;
      const parsed = zClientFrame.safeParse(toCamelCaseKeys(parseJson(text)));
      if (!parsed.success) {
        const raw = toCamelCaseKeys(parseJson(text)) as { id?: unknown } | undefined;
        const id = typeof raw?.id === 'string' ? raw.id : undefined;
        // A key the client can translate, never a validator's own words.
        const message = parsed.error.issues[0]?.message;
        const key = isMessageKey(message) ? message : 'validation.error.invalidRequestFormat';
        sendFrame(socket, { type: 'error', key, ...(id && { id }) });
        return;
      }
      const frame = parsed.data;

      if (!connection.principal) {
        if (frame.type !== 'auth') {
          socket.close(realtimeCloseCodes.unauthorized, 'unauthorized');
          return;
        }
        const noticeMark = accountChecks.noticeMark();
        const authenticated = await authenticate(app, visitorTokens, frame.token);
        // Gone while its token was checked: its close has run, so nothing may be counted now.
        if (!isOpen(socket)) return;
        if (!authenticated) {
          sendFrame(socket, { type: 'error', key: 'common.error.unauthorized' });
          socket.close(realtimeCloseCodes.unauthorized, 'unauthorized');
          return;
        }
        const { principal } = authenticated;
        if (!(await socketCaps.admit(connection, principal, frame.token))) {
          sendFrame(socket, { type: 'error', key: 'common.error.rateLimited' });
          socket.close(realtimeCloseCodes.tooManySockets, 'too many sockets');
          return;
        }
        if (!isOpen(socket)) {
          socketCaps.release(connection);
          return;
        }
        connection.principal = principal;
        connection.accessToken = principal.kind === 'user' ? frame.token : undefined;
        connection.tokenExpiresAt = authenticated.tokenExpiresAt;
        connections.add(connection);
        accountChecks.watch(connection, noticeMark);
        sendFrame(socket, {
          type: 'ready',
          support: principal.kind === 'user' && principal.user.role === 'super_admin',
        });
        return;
      }

      if (frame.type === 'ping') return sendFrame(socket, { type: 'pong' });
      if (frame.type === 'auth') return;

      // The user row is read again at every send, so a logout or a deactivation applies at once.
      let principal = connection.principal;
      if (principal.kind === 'user' && connection.accessToken) {
        const fresh = await authenticate(app, visitorTokens, connection.accessToken);
        if (!fresh) {
          sendFrame(socket, { type: 'error', key: 'common.error.unauthorized', id: frame.id });
          socket.close(realtimeCloseCodes.unauthorized, 'unauthorized');
          return;
        }
        principal = fresh.principal;
        connection.principal = fresh.principal;
      }
      await chatSends.answer(socket, principal, frame);
    }

    app.get(
      realtimePath,
      {
        websocket: true,
        onRequest: async (request) => {
          if (!isAllowedOrigin(request, config.publicUrl)) {
            throw new ApiError(403, 'common.error.forbidden');
          }
        },
      },
      (socket: RealtimeSocket, request) => {
        const connection: RealtimeConnection = {
          socket,
          principal: undefined,
          accessToken: undefined,
          tokenExpiresAt: undefined,
          heldFrames: undefined,
          alive: true,
        };
        const authTimer = setTimeout(() => {
          if (!connection.principal) socket.close(realtimeCloseCodes.authTimeout, 'auth timeout');
        }, realtimeAuthTimeoutSeconds * 1000);
        authTimer.unref();
        // Frames of one socket are handled in order: an ack never overtakes an earlier one.
        let queue = Promise.resolve();
        socket.on('message', (data) => {
          const text = frameText(data);
          queue = queue
            .then(() => handleFrame(connection, text))
            .catch((error: unknown) => {
              request.log.error({ err: error }, 'realtime: a frame failed');
              sendFrame(socket, { type: 'error', key: 'common.error.server' });
            });
        });
        socket.on('pong', () => {
          connection.alive = true;
        });
        socket.on('close', () => {
          clearTimeout(authTimer);
          connections.delete(connection);
          socketCaps.release(connection);
          pokes.forget(connection);
          accountChecks.forget(connection);
        });
      },
    );
  },
  { name: 'realtime', dependencies: ['database', 'auth', 'clock', 'readiness'] },
);

import type { ServerFrame } from '../../../../contract/support-chat.ts';
import { toSnakeCaseKeys } from '../../../../contract/case-keys.ts';
import type { AuthenticatedUser } from '../auth/authenticated-user.ts';
import type { BusEvent } from './realtime-bus.ts';
import type { Visitor } from './visitor-tokens.ts';

/** The parts of a `ws` socket the server uses. */
export interface RealtimeSocket {
  readonly readyState: number;
  send(data: string): void;
  close(code?: number, reason?: string): void;
  ping(): void;
  terminate(): void;
  on(event: 'message', listener: (data: Buffer | ArrayBuffer | Buffer[]) => void): void;
  on(event: 'close' | 'pong', listener: () => void): void;
}

const openState = 1;

/** Who is at the other end of a socket, once it has authenticated. */
export type RealtimePrincipal =
  { kind: 'user'; user: AuthenticatedUser } | { kind: 'visitor'; visitor: Visitor };

export interface RealtimeConnection {
  socket: RealtimeSocket;
  principal: RealtimePrincipal | undefined;
  /** Kept in memory only, to check at each send that the session still holds. Never logged. */
  accessToken: string | undefined;
  /** When the token the socket authenticated with expires (access or visitor token). */
  tokenExpiresAt: Date | undefined;
  /** Conversation frames kept back while the account is checked again (account-changes.ts). */
  heldFrames: ServerFrame[] | undefined;
  alive: boolean;
}

/** False once the client has gone (closing or closed), e.g. while the server awaited. */
export function isOpen(socket: RealtimeSocket): boolean {
  return socket.readyState === openState;
}

export function sendFrame(socket: RealtimeSocket, frame: ServerFrame): void {
  if (socket.readyState === openState) socket.send(JSON.stringify(toSnakeCaseKeys(frame)));
}

export function isSupport(principal: RealtimePrincipal): boolean {
  return principal.kind === 'user' && principal.user.role === 'super_admin';
}

/** Whether a bus event concerns this party: the support team sees every conversation. */
function concerns(
  principal: RealtimePrincipal,
  conversationId: string,
  contactUserId: string | null,
) {
  if (isSupport(principal)) return true;
  if (principal.kind === 'user')
    return contactUserId !== null && principal.user.id === contactUserId;
  return principal.visitor.conversationId === conversationId;
}

function frameFor(event: BusEvent): { conversationId: string; frame: ServerFrame } {
  return event.kind === 'message'
    ? {
        conversationId: event.message.conversationId,
        frame: { type: 'message', message: event.message },
      }
    : {
        conversationId: event.conversationId,
        frame: { type: 'conversation', conversationId: event.conversationId, status: event.status },
      };
}

/** Hands a bus event to the sockets of this instance it concerns. */
export function deliver(connections: Iterable<RealtimeConnection>, event: BusEvent): void {
  const { conversationId, frame } = frameFor(event);
  for (const connection of connections) {
    const principal = connection.principal;
    if (!principal || !concerns(principal, conversationId, event.contactUserId)) continue;
    if (connection.heldFrames) connection.heldFrames.push(frame);
    else sendFrame(connection.socket, frame);
  }
}

import type { FastifyInstance } from 'fastify';

import type { ChatMessage } from '../../../../contract/support-chat.ts';
import { ApiError } from '../../http/api-error.ts';
import type { AuthenticatedUser } from '../../plugins/auth/authenticated-user.ts';
import type { ChatSend } from '../../plugins/realtime/chat-sends.ts';
import type { RealtimePrincipal } from '../../plugins/realtime/realtime-connection.ts';
import { ensureOwnConversation } from './chat-contact.ts';
import { postMessage } from './post-message.ts';

/** A contact writes in their own conversation; whatever conversation id they send is ignored. */
export async function sendAsContact(
  app: FastifyInstance,
  caller: RealtimePrincipal,
  send: Omit<ChatSend, 'conversationId'>,
): Promise<ChatMessage> {
  const conversationId = await ensureOwnConversation(app, caller);
  return postMessage(app, {
    id: send.id,
    body: send.body,
    conversationId,
    sender: 'contact',
    authorId: caller.kind === 'user' ? caller.user.id : null,
    senderName: caller.kind === 'user' ? caller.user.fullName : caller.visitor.fullName,
    rateKey:
      caller.kind === 'user'
        ? `support-chat:send:user:${caller.user.id}`
        : `support-chat:send:visitor:${caller.visitor.conversationId}`,
  });
}

/** The support team answers in a conversation they name. */
export async function sendAsSupport(
  app: FastifyInstance,
  user: AuthenticatedUser,
  conversationId: string,
  send: Omit<ChatSend, 'conversationId'>,
): Promise<ChatMessage> {
  if (user.role !== 'super_admin') throw new ApiError(403, 'common.error.forbidden');
  return postMessage(app, {
    id: send.id,
    body: send.body,
    conversationId,
    sender: 'support',
    authorId: user.id,
    senderName: user.fullName,
    rateKey: `support-chat:send:user:${user.id}`,
  });
}

/** A frame from the socket: the support team must name the conversation, a contact must not. */
export function handleSocketSend(app: FastifyInstance) {
  return async (principal: RealtimePrincipal, send: ChatSend): Promise<ChatMessage> => {
    if (principal.kind === 'user' && principal.user.role === 'super_admin') {
      if (!send.conversationId) throw new ApiError(400, 'validation.error.required');
      return sendAsSupport(app, principal.user, send.conversationId, send);
    }
    return sendAsContact(app, principal, send);
  };
}

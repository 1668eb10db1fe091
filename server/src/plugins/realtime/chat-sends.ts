import type { z } from 'zod';

import type { ChatMessage, zClientFrame } from '../../../../contract/support-chat.ts';
import { ApiError } from '../../http/api-error.ts';
import { sendFrame, type RealtimePrincipal, type RealtimeSocket } from './realtime-connection.ts';

/** A chat message sent over the socket; the support module stores and publishes it. */
export interface ChatSend {
  id: string;
  body: string;
  conversationId?: string | undefined;
}

type SendFrame = Extract<z.output<typeof zClientFrame>, { type: 'send' }>;

export type ChatSendHandler = (
  principal: RealtimePrincipal,
  send: ChatSend,
) => Promise<ChatMessage>;

/**
 * The socket's one message a client sends after signing in, other than a ping: a chat message.
 * The support module (registered with `onChatSend`) stores it; the sender gets an ack with the
 * stored message, or the translated refusal.
 */
export function createChatSends() {
  let handler: ChatSendHandler | undefined;
  return {
    onChatSend(registered: ChatSendHandler): void {
      handler = registered;
    },
    async answer(
      socket: RealtimeSocket,
      principal: RealtimePrincipal,
      frame: SendFrame,
    ): Promise<void> {
      if (!handler) throw new Error('realtime: no chat handler registered');
      try {
        const message = await handler(principal, frame);
        sendFrame(socket, { type: 'ack', message });
      } catch (error) {
        if (!(error instanceof ApiError)) throw error;
        sendFrame(socket, { type: 'error', key: error.key, id: frame.id });
      }
    },
  };
}

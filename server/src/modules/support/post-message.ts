import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';

import {
  chatMessagesPerMinute,
  type ChatMessage,
  type ChatSender,
} from '../../../../contract/support-chat.ts';
import { ApiError } from '../../http/api-error.ts';
import { countAttempt } from '../../plugins/rate-limit/attempt-limits.ts';
import type { BusEvent } from '../../plugins/realtime/realtime-bus.ts';
import { toChatMessage } from './chat-records.ts';
import { supportConversations, supportMessages } from '../../db/tables/support.ts';

export interface NewMessage {
  id: string;
  body: string;
  conversationId: string;
  sender: ChatSender;
  authorId: string | null;
  senderName: string;
  /** Who is limited: one sender's messages a minute, over REST and the socket together. */
  rateKey: string;
}

/** Publishes an event; a failure is logged, since the message is stored and history has it. */
export async function publishQuietly(app: FastifyInstance, event: BusEvent): Promise<void> {
  try {
    await app.realtime.publish(event);
  } catch (error) {
    app.log.error({ err: error }, 'support: publishing a chat event failed');
  }
}

async function storedMessage(app: FastifyInstance, id: string) {
  const [row] = await app.db.select().from(supportMessages).where(eq(supportMessages.id, id));
  return row;
}

/**
 * Stores a message once: the id comes from the sender's device, so a resend after a dropped
 * connection returns the stored message instead of adding it again. A new message moves the
 * conversation to the top, reopens it if it was closed, and is published to every instance.
 */
export async function postMessage(app: FastifyInstance, message: NewMessage): Promise<ChatMessage> {
  const resent = await storedMessage(app, message.id);
  if (resent) return sameMessageOrConflict(resent, message);

  const waitMs = await countAttempt(app.db, [
    { key: message.rateKey, limit: { max: chatMessagesPerMinute, windowMs: 60_000 } },
  ]);
  if (waitMs > 0) {
    throw new ApiError(429, 'common.error.rateLimited', {
      headers: { 'retry-after': String(Math.ceil(waitMs / 1000)) },
    });
  }

  const now = app.clock.now();
  const result = await app.db.transaction(async (tx) => {
    const [conversation] = await tx
      .select({ status: supportConversations.status, userId: supportConversations.userId })
      .from(supportConversations)
      .where(eq(supportConversations.id, message.conversationId))
      .for('update');
    if (!conversation) throw new ApiError(404, 'common.error.notFound');
    const [inserted] = await tx
      .insert(supportMessages)
      .values({
        id: message.id,
        conversationId: message.conversationId,
        sender: message.sender,
        authorId: message.authorId,
        senderName: message.senderName,
        body: message.body,
        createdAt: now,
      })
      .onConflictDoNothing({ target: supportMessages.id })
      .returning();
    if (!inserted) return undefined;
    const reopens = message.sender === 'contact' && conversation.status === 'closed';
    await tx
      .update(supportConversations)
      .set({ lastMessageAt: now, ...(reopens && { status: 'open' as const }) })
      .where(eq(supportConversations.id, message.conversationId));
    return { inserted, reopens, contactUserId: conversation.userId };
  });

  if (!result) {
    // Another request stored the same id between the check and the insert.
    const raced = await storedMessage(app, message.id);
    if (!raced) throw new Error('support: a conflicting message vanished');
    return sameMessageOrConflict(raced, message);
  }
  const chatMessage = toChatMessage(result.inserted);
  if (result.reopens) {
    await publishQuietly(app, {
      kind: 'conversation',
      conversationId: message.conversationId,
      status: 'open',
      contactUserId: result.contactUserId,
    });
  }
  await publishQuietly(app, {
    kind: 'message',
    message: chatMessage,
    contactUserId: result.contactUserId,
  });
  return chatMessage;
}

function sameMessageOrConflict(
  stored: typeof supportMessages.$inferSelect,
  message: NewMessage,
): ChatMessage {
  // The id is known but belongs to another conversation or sender: never reveal that message.
  if (stored.conversationId !== message.conversationId || stored.sender !== message.sender) {
    throw new ApiError(409, 'common.error.conflict');
  }
  return toChatMessage(stored);
}

/** Marks the conversation read up to now for the support team. */
export async function markReadBySupport(app: FastifyInstance, conversationId: string) {
  const updated = await app.db
    .update(supportConversations)
    .set({ supportReadAt: app.clock.now() })
    .where(eq(supportConversations.id, conversationId))
    .returning({ id: supportConversations.id });
  if (updated.length === 0) throw new ApiError(404, 'common.error.notFound');
}

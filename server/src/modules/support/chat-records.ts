import type { ChatMessage } from '../../../../contract/support-chat.ts';
import type { supportMessages } from '../../db/tables/support.ts';

type MessageRow = typeof supportMessages.$inferSelect;

export function toChatMessage(row: MessageRow): ChatMessage {
  return {
    id: row.id,
    conversationId: row.conversationId,
    sender: row.sender,
    senderName: row.senderName,
    body: row.body,
    createdAt: row.createdAt.toISOString(),
  };
}

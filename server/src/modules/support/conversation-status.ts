import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';

import type { ConversationStatus } from '../../../../contract/support-chat.ts';
import { ApiError } from '../../http/api-error.ts';
import { publishQuietly } from './post-message.ts';
import { supportConversations } from '../../db/tables/support.ts';

/** Closes or reopens a conversation and tells both sides, wherever they are connected. */
export async function setConversationStatus(
  app: FastifyInstance,
  id: string,
  status: ConversationStatus,
): Promise<{ id: string; status: ConversationStatus }> {
  const [updated] = await app.db
    .update(supportConversations)
    .set({ status })
    .where(eq(supportConversations.id, id))
    .returning({ id: supportConversations.id, userId: supportConversations.userId });
  if (!updated) throw new ApiError(404, 'common.error.notFound');
  await publishQuietly(app, {
    kind: 'conversation',
    conversationId: id,
    status,
    contactUserId: updated.userId,
  });
  return { id, status };
}

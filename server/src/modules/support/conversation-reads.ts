import { asc, desc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';

import type {
  ConversationDetail,
  ConversationSummary,
  OwnConversation,
} from '../../../../contract/support-chat.ts';
import { ApiError } from '../../http/api-error.ts';
import { organizations } from '../../db/tables/organizations.ts';
import { currentSubscription } from '../subscriptions/access.ts';
import { users } from '../../db/tables/users.ts';
import { ownConversationId, type ChatContactCaller } from './chat-contact.ts';
import { toChatMessage } from './chat-records.ts';
import { supportConversations, supportMessages } from '../../db/tables/support.ts';

/** Most messages returned with a conversation: the latest ones. */
const historyLimit = 500;
/** Most conversations in the support centre's list. */
const listLimit = 200;

async function messagesOf(app: FastifyInstance, conversationId: string) {
  const latest = await app.db
    .select()
    .from(supportMessages)
    .where(eq(supportMessages.conversationId, conversationId))
    .orderBy(desc(supportMessages.createdAt), desc(supportMessages.id))
    .limit(historyLimit);
  return latest.reverse().map(toChatMessage);
}

/** The caller's own conversation and its history; null before their first message. */
export async function readOwnConversation(
  app: FastifyInstance,
  caller: ChatContactCaller,
): Promise<OwnConversation | null> {
  const id = await ownConversationId(app, caller);
  if (!id) return null;
  const [conversation] = await app.db
    .select({ id: supportConversations.id, status: supportConversations.status })
    .from(supportConversations)
    .where(eq(supportConversations.id, id));
  if (!conversation) return null;
  return { ...conversation, messages: await messagesOf(app, id) };
}

/** Every conversation with a message, newest first, with the support team's unread count. */
export async function listConversations(app: FastifyInstance): Promise<ConversationSummary[]> {
  const unread = sql<number>`(
    select count(*) from ${supportMessages}
    where ${supportMessages.conversationId} = ${supportConversations.id}
      and ${supportMessages.sender} = 'contact'
      and (${supportConversations.supportReadAt} is null
        or ${supportMessages.createdAt} > ${supportConversations.supportReadAt})
  )`.mapWith(Number);
  const preview = sql<string>`(
    select left(${supportMessages.body}, 140) from ${supportMessages}
    where ${supportMessages.conversationId} = ${supportConversations.id}
    order by ${supportMessages.createdAt} desc, ${supportMessages.id} desc limit 1
  )`;
  const rows = await app.db
    .select({
      id: supportConversations.id,
      status: supportConversations.status,
      contactName: supportConversations.contactName,
      contactEmail: supportConversations.contactEmail,
      contactRole: users.role,
      lastMessageAt: supportConversations.lastMessageAt,
      lastMessagePreview: preview,
      unreadCount: unread,
    })
    .from(supportConversations)
    .leftJoin(users, eq(users.id, supportConversations.userId))
    .where(
      sql`exists (select 1 from ${supportMessages} where ${supportMessages.conversationId} = ${supportConversations.id})`,
    )
    .orderBy(desc(supportConversations.lastMessageAt), asc(supportConversations.id))
    .limit(listLimit);
  return rows.map((row) => ({
    ...row,
    lastMessageAt: row.lastMessageAt.toISOString(),
    lastMessagePreview: row.lastMessagePreview ?? '',
  }));
}

/** One conversation for the support team: who is asking (role, school, subscription) and history. */
export async function readConversation(
  app: FastifyInstance,
  id: string,
): Promise<ConversationDetail> {
  const [row] = await app.db
    .select({
      id: supportConversations.id,
      status: supportConversations.status,
      contactName: supportConversations.contactName,
      contactEmail: supportConversations.contactEmail,
      userId: supportConversations.userId,
      role: users.role,
      schoolName: users.schoolName,
      organizationId: users.organizationId,
      organizationName: organizations.name,
    })
    .from(supportConversations)
    .leftJoin(users, eq(users.id, supportConversations.userId))
    .leftJoin(organizations, eq(organizations.id, users.organizationId))
    .where(eq(supportConversations.id, id));
  if (!row) throw new ApiError(404, 'common.error.notFound');
  const subscription = row.userId
    ? await currentSubscription(
        app.db,
        { userId: row.userId, organizationId: row.organizationId },
        app.clock.now(),
      )
    : undefined;
  return {
    id: row.id,
    status: row.status,
    contact: {
      fullName: row.contactName,
      email: row.contactEmail,
      userId: row.userId,
      role: row.role,
      organizationName: row.organizationName,
      schoolName: row.schoolName,
      subscriptionStatus: subscription?.status ?? null,
      subscriptionEndsAt: subscription?.endsAt.toISOString() ?? null,
    },
    messages: await messagesOf(app, row.id),
  };
}

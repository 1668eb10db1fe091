import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';

import { ApiError } from '../../http/api-error.ts';
import type { RealtimePrincipal } from '../../plugins/realtime/realtime.ts';
import { supportConversations } from '../../db/tables/support.ts';

/** The person on the asking side of a conversation: a signed-in user or a visitor. */
export type ChatContactCaller = RealtimePrincipal;

const visitorTokenHeader = 'x-visitor-token';

function bearerToken(header: string | undefined): string | undefined {
  return /^Bearer\s+(\S+)\s*$/i.exec(header ?? '')?.[1];
}

/**
 * The caller of a contact route: the access token when there is one, otherwise the visitor
 * token header. Anything else is a 401.
 */
export async function contactCaller(
  app: FastifyInstance,
  request: FastifyRequest,
): Promise<ChatContactCaller> {
  const accessToken = bearerToken(request.headers.authorization);
  if (accessToken) return { kind: 'user', user: await app.authenticateToken(accessToken) };
  const visitorToken = request.headers[visitorTokenHeader];
  if (typeof visitorToken === 'string' && visitorToken) {
    const visitor = await app.realtime.visitorTokens.verify(visitorToken);
    if (visitor) return { kind: 'visitor', visitor };
  }
  throw new ApiError(401, 'common.error.unauthorized');
}

/** The caller's conversation id, or undefined for a user who has not written yet. */
export async function ownConversationId(
  app: FastifyInstance,
  caller: ChatContactCaller,
): Promise<string | undefined> {
  if (caller.kind === 'visitor') return caller.visitor.conversationId;
  const [row] = await app.db
    .select({ id: supportConversations.id })
    .from(supportConversations)
    .where(eq(supportConversations.userId, caller.user.id));
  return row?.id;
}

/** The caller's conversation, made at a user's first message. */
export async function ensureOwnConversation(
  app: FastifyInstance,
  caller: ChatContactCaller,
): Promise<string> {
  const existing = await ownConversationId(app, caller);
  if (existing) return existing;
  if (caller.kind === 'visitor') throw new ApiError(404, 'common.error.notFound');
  await app.db
    .insert(supportConversations)
    .values({
      userId: caller.user.id,
      contactName: caller.user.fullName,
      contactEmail: caller.user.email,
      lastMessageAt: app.clock.now(),
      createdAt: app.clock.now(),
    })
    .onConflictDoNothing({ target: supportConversations.userId });
  const created = await ownConversationId(app, caller);
  if (!created) throw new Error('support: the conversation was not created');
  return created;
}

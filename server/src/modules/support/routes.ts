import { supportEndpoints as support } from '../../../../contract/endpoints/support.ts';
import { visitorTokensPerHour } from '../../../../contract/support-chat.ts';
import type { ApiModule } from '../../http/api-module.ts';
import { declaredRoute } from '../../http/declared-route.ts';
import { success } from '../../http/envelope.ts';
import { contactCaller } from './chat-contact.ts';
import { handleSocketSend, sendAsContact, sendAsSupport } from './chat-sends.ts';
import { listConversations, readConversation, readOwnConversation } from './conversation-reads.ts';
import { setConversationStatus } from './conversation-status.ts';
import { markReadBySupport } from './post-message.ts';
import { supportConversations } from '../../db/tables/support.ts';

/**
 * Support chat over REST (contract/endpoints/support.ts declares the calls): visitors get a
 * token, contacts read and write their own conversation, and the support team (super admins)
 * reads, answers, closes and reopens all of them. The same sends arrive over the
 * `/api/realtime` socket.
 */
export const supportRoutes: ApiModule = async (app) => {
  const supportTeam = { config: { auth: { roles: ['super_admin'] } } } as const;
  app.realtime.onChatSend(handleSocketSend(app));

  declaredRoute(
    app,
    support.visitorToken,
    { config: { rateLimit: { max: visitorTokensPerHour, timeWindow: '1 hour' } } },
    async (request) => {
      const now = app.clock.now();
      const [conversation] = await app.db
        .insert(supportConversations)
        .values({
          contactName: request.body.fullName,
          contactEmail: request.body.email,
          lastMessageAt: now,
          createdAt: now,
        })
        .returning({ id: supportConversations.id });
      if (!conversation) throw new Error('support: the visitor conversation was not created');
      const visitorToken = await app.realtime.visitorTokens.sign({
        conversationId: conversation.id,
        fullName: request.body.fullName,
        email: request.body.email,
      });
      return success({ visitorToken, conversationId: conversation.id });
    },
  );

  // A contact route: the caller is the session's user or the visitor of the token header.
  declaredRoute(app, support.readOwn, {}, async (request) =>
    success(await readOwnConversation(app, await contactCaller(app, request))),
  );

  declaredRoute(app, support.sendOwn, {}, async (request) => {
    const caller = await contactCaller(app, request);
    return success(await sendAsContact(app, caller, request.body));
  });

  declaredRoute(app, support.list, supportTeam, async () => success(await listConversations(app)));

  declaredRoute(app, support.read, supportTeam, async (request) =>
    success(await readConversation(app, request.params.id)),
  );

  declaredRoute(app, support.markRead, supportTeam, async (request) => {
    await markReadBySupport(app, request.params.id);
    return success(null);
  });

  declaredRoute(app, support.send, supportTeam, async (request) =>
    success(await sendAsSupport(app, request.user, request.params.id, request.body)),
  );

  declaredRoute(app, support.setStatus, supportTeam, async (request) =>
    success(await setConversationStatus(app, request.params.id, request.body.status)),
  );
};

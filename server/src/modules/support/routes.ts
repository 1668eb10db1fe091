import { z } from 'zod';

import {
  visitorTokensPerHour,
  zChatMessageSend,
  zConversationStatusChange,
  zVisitorTokenRequest,
} from '../../../../contract/support-chat.ts';
import type { ApiModule } from '../../http/api-module.ts';
import { success } from '../../http/envelope.ts';
import { contactCaller } from './chat-contact.ts';
import { handleSocketSend, sendAsContact, sendAsSupport } from './chat-sends.ts';
import { listConversations, readConversation, readOwnConversation } from './conversation-reads.ts';
import { setConversationStatus } from './conversation-status.ts';
import { markReadBySupport } from './post-message.ts';
import { supportConversations } from './tables.ts';

const zIdParams = z.object({ id: z.uuid({ error: 'validation.error.invalidRequestFormat' }) });

/**
 * Support chat over REST: visitors get a token, contacts read and write their own
 * conversation, and the support team (super admins) reads, answers, closes and reopens all of
 * them. The same sends arrive over the `/api/realtime` socket.
 */
export const supportRoutes: ApiModule = async (app) => {
  const supportTeam = { auth: { roles: ['super_admin'] } } as const;
  app.realtime.onChatSend(handleSocketSend(app));

  app.post(
    '/support/visitor-token',
    {
      schema: { body: zVisitorTokenRequest },
      config: { rateLimit: { max: visitorTokensPerHour, timeWindow: '1 hour' } },
    },
    async (request, reply) => {
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
      return reply.code(201).send(success({ visitorToken, conversationId: conversation.id }));
    },
  );

  app.get('/support/conversations/mine', async (request) =>
    success(await readOwnConversation(app, await contactCaller(app, request))),
  );

  app.post(
    '/support/conversations/mine/messages',
    { schema: { body: zChatMessageSend } },
    async (request, reply) => {
      const caller = await contactCaller(app, request);
      return reply.code(201).send(success(await sendAsContact(app, caller, request.body)));
    },
  );

  app.get('/support/conversations', { config: supportTeam }, async () =>
    success(await listConversations(app)),
  );

  app.get(
    '/support/conversations/:id',
    { config: supportTeam, schema: { params: zIdParams } },
    async (request) => success(await readConversation(app, request.params.id)),
  );

  app.post(
    '/support/conversations/:id/read',
    { config: supportTeam, schema: { params: zIdParams } },
    async (request) => {
      await markReadBySupport(app, request.params.id);
      return success(null);
    },
  );

  app.post(
    '/support/conversations/:id/messages',
    { config: supportTeam, schema: { params: zIdParams, body: zChatMessageSend } },
    async (request, reply) =>
      reply
        .code(201)
        .send(success(await sendAsSupport(app, request.user, request.params.id, request.body))),
  );

  app.put(
    '/support/conversations/:id/status',
    { config: supportTeam, schema: { params: zIdParams, body: zConversationStatusChange } },
    async (request) =>
      success(await setConversationStatus(app, request.params.id, request.body.status)),
  );
};

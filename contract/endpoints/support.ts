import { z } from 'zod';

import { zIdParams } from '../ids.ts';
import {
  zChatMessage,
  zChatMessageSend,
  zConversationDetail,
  zConversationList,
  zConversationStatusChange,
  zConversationStatusResult,
  zOwnConversationResult,
  zVisitorTokenResult,
} from '../support-chat.ts';
import { zVisitorTokenRequest } from '../support-visitor.ts';
import { defineEndpoint } from './define-endpoint.ts';

const tag = 'Support';

/**
 * Support chat over REST (the same sends arrive over the `/api/realtime` socket): a visitor
 * gets a token, a contact (a signed-in user by their session, a visitor by the
 * `X-Visitor-Token` header) reads and writes their own conversation, and the support team
 * reads, answers, closes and reopens all of them.
 */
export const supportEndpoints = {
  visitorToken: defineEndpoint({
    method: 'POST',
    path: '/support/visitor-token',
    summary: 'A visitor who is not signed in introduces themselves and gets a visitor token',
    tag,
    anonymous: true,
    body: zVisitorTokenRequest,
    result: zVisitorTokenResult,
    successStatus: 201,
  }),
  readOwn: defineEndpoint({
    method: 'GET',
    path: '/support/conversations/mine',
    summary: 'The caller’s own conversation (by session or visitor token); null before it starts',
    tag,
    result: zOwnConversationResult,
  }),
  sendOwn: defineEndpoint({
    method: 'POST',
    path: '/support/conversations/mine/messages',
    summary: 'Write in the caller’s own conversation (by session or visitor token)',
    tag,
    body: zChatMessageSend,
    result: zChatMessage,
    successStatus: 201,
  }),
  list: defineEndpoint({
    method: 'GET',
    path: '/support/conversations',
    summary: 'Every conversation with a message, newest first, for the support team',
    tag,
    result: zConversationList,
  }),
  read: defineEndpoint({
    method: 'GET',
    path: '/support/conversations/:id',
    summary: 'One conversation with who is asking and its history, for the support team',
    tag,
    params: zIdParams,
    result: zConversationDetail,
  }),
  markRead: defineEndpoint({
    method: 'POST',
    path: '/support/conversations/:id/read',
    summary: 'Mark a conversation read up to now for the support team',
    tag,
    params: zIdParams,
    result: z.null(),
  }),
  send: defineEndpoint({
    method: 'POST',
    path: '/support/conversations/:id/messages',
    summary: 'Answer in a conversation, as the support team',
    tag,
    params: zIdParams,
    body: zChatMessageSend,
    result: zChatMessage,
    successStatus: 201,
  }),
  setStatus: defineEndpoint({
    method: 'PUT',
    path: '/support/conversations/:id/status',
    summary: 'Close or reopen a conversation',
    tag,
    params: zIdParams,
    body: zConversationStatusChange,
    result: zConversationStatusResult,
  }),
};

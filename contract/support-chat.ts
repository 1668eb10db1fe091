import { z } from 'zod';

import { roles, subscriptionStatuses } from './constants.ts';
import { zId } from './ids.ts';

/**
 * Longest chat message, in characters and in UTF-8 bytes: with its JSON escapes and the
 * event around it, it must fit one PostgreSQL notification (under 8000 bytes).
 */
export const chatMessageMaxLength = 2000;
export const chatMessageMaxBytes = 5000;
// Control characters would only blow up the escaped size; line breaks and tabs are text.
function hasControlCharacters(text: string): boolean {
  for (const character of text) {
    const code = character.charCodeAt(0);
    if ((code < 32 && code !== 9 && code !== 10 && code !== 13) || code === 127) return true;
  }
  return false;
}
/** Messages one sender may post a minute, over REST and the socket together. */
export const chatMessagesPerMinute = 20;
/** Visitor tokens one address may obtain an hour. */
export const visitorTokensPerHour = 10;
/** How long a visitor keeps access to their conversation. */
export const visitorTokenLifetimeDays = 30;
/** Seconds a new socket has to authenticate before the server closes it. */
export const realtimeAuthTimeoutSeconds = 10;
/**
 * Open sockets one account, or one visitor token, may hold at once, across every instance
 * when they share Redis (a phone, a tablet and a few tabs need far fewer).
 */
export const realtimeSocketsPerHolder = 20;
/** The socket path under the API. */
export const realtimePath = '/api/realtime';

export const conversationStatuses = ['open', 'closed'] as const;
export type ConversationStatus = (typeof conversationStatuses)[number];

/** Who wrote a message: the person asking (visitor or signed-in user) or the support team. */
export const chatSenders = ['contact', 'support'] as const;
export type ChatSender = (typeof chatSenders)[number];

export const zChatBody = z
  .string({ error: 'validation.error.required' })
  .trim()
  .min(1, { error: 'validation.error.required' })
  .max(chatMessageMaxLength, { error: 'validation.error.maxLength' })
  .refine((body) => new TextEncoder().encode(body).length <= chatMessageMaxBytes, {
    error: 'validation.error.maxLength',
  })
  .refine((body) => !hasControlCharacters(body), {
    error: 'validation.error.invalidRequestFormat',
  });

export const zVisitorTokenResult = z.object({
  visitorToken: z.string(),
  conversationId: z.string(),
});
export type VisitorTokenResult = z.infer<typeof zVisitorTokenResult>;

/** A message is sent with an id made on the device, so a resend after a drop is not doubled. */
export const zChatMessageSend = z.object({ id: zId, body: zChatBody });
export type ChatMessageSend = z.input<typeof zChatMessageSend>;

export const zChatMessage = z.object({
  id: z.string(),
  conversationId: z.string(),
  sender: z.enum(chatSenders),
  senderName: z.string(),
  body: z.string(),
  createdAt: z.string(),
});
export type ChatMessage = z.infer<typeof zChatMessage>;

/** The conversation as its contact sees it. */
export const zOwnConversation = z.object({
  id: z.string(),
  status: z.enum(conversationStatuses),
  messages: z.array(zChatMessage),
});
export type OwnConversation = z.infer<typeof zOwnConversation>;

/** GET /support/conversations/mine: null until the first message. */
export const zOwnConversationResult = zOwnConversation.nullable();

/** Who is asking, for the support team. */
export const zChatContact = z.object({
  fullName: z.string(),
  email: z.string(),
  /** Null for a visitor who is not signed in. */
  userId: z.string().nullable(),
  role: z.enum(roles).nullable(),
  organizationName: z.string().nullable(),
  schoolName: z.string().nullable(),
  subscriptionStatus: z.enum(subscriptionStatuses).nullable(),
  subscriptionEndsAt: z.string().nullable(),
});
export type ChatContact = z.infer<typeof zChatContact>;

export const zConversationSummary = z.object({
  id: z.string(),
  status: z.enum(conversationStatuses),
  contactName: z.string(),
  contactEmail: z.string(),
  contactRole: z.enum(roles).nullable(),
  lastMessageAt: z.string(),
  lastMessagePreview: z.string(),
  /** Messages from the contact the support team has not read. */
  unreadCount: z.number().int(),
});
export type ConversationSummary = z.infer<typeof zConversationSummary>;

export const zConversationList = z.array(zConversationSummary);

/** GET /support/conversations/:id for the support team. */
export const zConversationDetail = z.object({
  id: z.string(),
  status: z.enum(conversationStatuses),
  contact: zChatContact,
  messages: z.array(zChatMessage),
});
export type ConversationDetail = z.infer<typeof zConversationDetail>;

/** PUT /support/conversations/:id/status */
export const zConversationStatusChange = z.object({
  status: z.enum(conversationStatuses, { error: 'validation.error.mustBeOneOf' }),
});

/** What PUT /support/conversations/:id/status answers: the conversation's new status. */
export const zConversationStatusResult = z.object({
  id: z.string(),
  status: z.enum(conversationStatuses),
});
export type ConversationStatusResult = z.infer<typeof zConversationStatusResult>;

/** What the browser sends over the socket. The first frame must be `auth`. */
export const zClientFrame = z.discriminatedUnion(
  'type',
  [
    z.object({
      type: z.literal('auth'),
      /** An access token, or a visitor token from POST /support/visitor-token. */
      token: z
        .string({ error: 'validation.error.required' })
        .min(1, { error: 'validation.error.required' })
        .max(4096, { error: 'validation.error.maxLength' }),
    }),
    z.object({
      type: z.literal('send'),
      id: zId,
      body: zChatBody,
      /** Only the support team names the conversation; a contact always writes in their own. */
      conversationId: zId.optional(),
    }),
    z.object({ type: z.literal('ping') }),
  ],
  { error: 'validation.error.invalidRequestFormat' },
);
export type ClientFrame = z.input<typeof zClientFrame>;

/** What the server sends over the socket. */
export const zServerFrame = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('ready'),
    /** True for the support team, who receive every conversation's messages. */
    support: z.boolean(),
  }),
  z.object({ type: z.literal('message'), message: zChatMessage }),
  /** The sender's own message was stored (or had been already): it may leave the queue. */
  z.object({ type: z.literal('ack'), message: zChatMessage }),
  z.object({
    type: z.literal('conversation'),
    conversationId: z.string(),
    status: z.enum(conversationStatuses),
  }),
  z.object({
    type: z.literal('error'),
    key: z.string(),
    /** The message the error is about, when it is about one; it will not be stored. */
    id: z.string().optional(),
  }),
  z.object({ type: z.literal('pong') }),
  /**
   * Something the signed-in user's device keeps changed on the server (docs/sync.md, "Pokes"): pull.
   * It carries no data; `everyone`: a change for all users (criteria, the plan catalogue), so
   * devices spread their pulls over a few seconds.
   */
  z.object({ type: z.literal('poke'), everyone: z.boolean() }),
]);
export type ServerFrame = z.infer<typeof zServerFrame>;

/**
 * Close codes the client acts on: 4401 means the token was refused (revoked, expired, the
 * account deactivated), so do not retry with it; 4409 means the account changed (role,
 * school), so reconnect at once with the current token to be authorised afresh; 1012 (the
 * standard "service restart") means this server is shutting down, so reconnect.
 */
export const realtimeCloseCodes = {
  serviceRestart: 1012,
  unauthorized: 4401,
  accountChanged: 4409,
  authTimeout: 4408,
  forbiddenOrigin: 4403,
  /** The account or visitor token already holds `realtimeSocketsPerHolder` sockets. */
  tooManySockets: 4429,
} as const;

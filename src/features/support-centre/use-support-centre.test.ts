import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import type {
  ChatMessage,
  ConversationDetail,
  ConversationSummary,
  ServerFrame,
} from '../../../contract/support-chat.ts';
import { ApiError } from '../../lib/api/api-error.ts';
import { reportApiError } from '../../lib/api/report-api-error.ts';
import type { ChatConnectionHandlers } from '../../lib/support-chat/use-chat-connection.ts';

import {
  fetchConversation,
  fetchConversations,
  markConversationRead,
} from './support-centre-api.ts';
import { useSupportCentre } from './use-support-centre.ts';

vi.mock('./support-centre-api.ts', () => ({
  fetchConversations: vi.fn(),
  fetchConversation: vi.fn(),
  markConversationRead: vi.fn(),
  changeConversationStatus: vi.fn(),
}));
vi.mock('../../lib/api/report-api-error.ts', () => ({ reportApiError: vi.fn() }));
vi.mock('../../lib/session/session-store.ts', () => ({
  useSession: () => ({ token: 'token', user: { sub: 'super-admin' } }),
}));
const socket = vi.hoisted(() => ({ handlers: {} as ChatConnectionHandlers }));
vi.mock('../../lib/support-chat/use-chat-connection.ts', () => ({
  useChatConnection: (_token: string, _owner: string, handlers: ChatConnectionHandlers) => {
    socket.handlers = handlers;
    return { state: 'open', queued: [], send: () => undefined };
  },
}));

const list = vi.mocked(fetchConversations);
const read = vi.mocked(fetchConversation);
const markRead = vi.mocked(markConversationRead);
const report = vi.mocked(reportApiError);

afterEach(() => vi.resetAllMocks());

const summary: ConversationSummary = {
  id: 'c1',
  status: 'open',
  contactName: 'Visitor',
  contactEmail: 'visitor@example.com',
  contactRole: null,
  lastMessageAt: '2026-11-28T10:00:00.000Z',
  lastMessagePreview: 'Hello',
  unreadCount: 1,
};

function message(id: string): ChatMessage {
  return {
    id,
    conversationId: 'c1',
    sender: 'contact',
    senderName: 'Visitor',
    body: `message ${id}`,
    createdAt: '2026-11-28T10:00:00.000Z',
  };
}

const detail: ConversationDetail = {
  id: 'c1',
  status: 'open',
  contact: {
    fullName: 'Visitor',
    email: 'visitor@example.com',
    userId: null,
    role: null,
    organizationName: null,
    schoolName: null,
    subscriptionStatus: null,
    subscriptionEndsAt: null,
  },
  messages: [message('m1')],
};

const frame = (sent: ServerFrame) => act(() => socket.handlers.onFrame?.(sent));

describe('useSupportCentre', () => {
  it('merges a message a frame brings into the open conversation, and marks it read', async () => {
    list.mockResolvedValue([summary]);
    read.mockResolvedValue(detail);
    markRead.mockResolvedValue();
    const { result } = renderHook(() => useSupportCentre());
    act(() => result.current.select('c1'));
    await waitFor(() => expect(result.current.detail?.messages).toHaveLength(1));
    expect(markRead).toHaveBeenCalledWith('c1');

    frame({ type: 'message', message: message('m2') });
    expect(result.current.detail?.messages.map((shown) => shown.id)).toEqual(['m1', 'm2']);
    frame({ type: 'conversation', conversationId: 'c1', status: 'closed' });
    expect(result.current.detail?.status).toBe('closed');
    expect(markRead).toHaveBeenCalledTimes(2);
  });

  it('keeps the list shown and reports the failure when reading it again fails', async () => {
    list.mockResolvedValueOnce([summary]);
    const { result } = renderHook(() => useSupportCentre());
    await waitFor(() => expect(result.current.conversations).toEqual([summary]));

    list.mockRejectedValueOnce(new ApiError('common.error.network', null));
    frame({ type: 'ready', support: true });
    await waitFor(() => expect(report).toHaveBeenCalledOnce());
    expect(report.mock.calls[0]?.[0]).toMatchObject({ key: 'common.error.network' });
    expect(result.current.conversations).toEqual([summary]);
  });
});

import { useCallback, useEffect, useRef, useState } from 'react';

import type {
  ConversationDetail,
  ConversationStatus,
  ConversationSummary,
  ServerFrame,
} from '../../../contract/support-chat.ts';
import { reportApiError } from '../../lib/api/report-api-error.ts';
import { notifyKey } from '../../lib/notify/notify.ts';
import { useSession } from '../../lib/session/session-store.ts';
import { mergeChatMessages } from '../../lib/support-chat/merge-chat-messages.ts';
import { useChatConnection } from '../../lib/support-chat/use-chat-connection.ts';

import {
  changeConversationStatus,
  fetchConversation,
  fetchConversations,
  markConversationRead,
} from './support-centre-api.ts';

const listRefreshDelayMs = 250;

/**
 * The support team's view: every conversation (newest first, with unread counts) and the one
 * open on screen, kept current by the socket. The list is read again after events, a little
 * later so that a burst of messages costs one request.
 */
export function useSupportCentre() {
  const session = useSession();
  const [conversations, setConversations] = useState<ConversationSummary[] | null>(null);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [detail, setDetail] = useState<ConversationDetail | null>(null);
  const selectedRef = useRef<string | null>(null);
  const refreshTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const refreshList = useCallback(async () => {
    try {
      setConversations(await fetchConversations());
    } catch (error) {
      await reportApiError(error);
    }
  }, []);

  const refreshListSoon = useCallback(() => {
    clearTimeout(refreshTimer.current);
    refreshTimer.current = setTimeout(() => void refreshList(), listRefreshDelayMs);
  }, [refreshList]);

  useEffect(() => () => clearTimeout(refreshTimer.current), []);

  const loadDetail = useCallback(
    async (id: string) => {
      try {
        const loaded = await fetchConversation(id);
        if (selectedRef.current !== id) return;
        setDetail(loaded);
        await markConversationRead(id);
        refreshListSoon();
      } catch (error) {
        await reportApiError(error);
      }
    },
    [refreshListSoon],
  );

  const select = useCallback(
    (id: string) => {
      selectedRef.current = id;
      setSelectedId(id);
      setDetail(null);
      void loadDetail(id);
    },
    [loadDetail],
  );

  const onFrame = useCallback(
    (frame: ServerFrame) => {
      if (frame.type === 'ready') {
        void refreshList();
        if (selectedRef.current) void loadDetail(selectedRef.current);
        return;
      }
      if (frame.type === 'message' || frame.type === 'ack') {
        const { message } = frame;
        if (message.conversationId === selectedRef.current) {
          setDetail((current) =>
            current && current.id === message.conversationId
              ? { ...current, messages: mergeChatMessages(current.messages, [message]) }
              : current,
          );
          if (message.sender === 'contact') {
            void markConversationRead(message.conversationId).catch(() => undefined);
          }
        }
        refreshListSoon();
      }
      if (frame.type === 'conversation') {
        setDetail((current) =>
          current && current.id === frame.conversationId
            ? { ...current, status: frame.status }
            : current,
        );
        refreshListSoon();
      }
    },
    [loadDetail, refreshList, refreshListSoon],
  );

  const connection = useChatConnection(
    session?.token ?? null,
    session ? `support:${session.user.sub}` : null,
    { onFrame },
  );

  const reply = useCallback(
    (body: string) => {
      if (!selectedRef.current) return;
      connection.send({ id: crypto.randomUUID(), body, conversationId: selectedRef.current });
    },
    [connection],
  );

  const setStatus = useCallback(
    async (status: ConversationStatus) => {
      const id = selectedRef.current;
      if (!id) return;
      try {
        const changed = await changeConversationStatus(id, status);
        setDetail((current) =>
          current && current.id === id ? { ...current, ...changed } : current,
        );
        notifyKey(
          changed.status === 'closed'
            ? 'support.success.conversationClosed'
            : 'support.success.conversationReopened',
        );
        refreshListSoon();
      } catch (error) {
        await reportApiError(error);
      }
    },
    [refreshListSoon],
  );

  return {
    conversations,
    selectedId,
    detail,
    select,
    reply,
    setStatus,
    connectionState: connection.state,
    queued: connection.queued.filter((message) => message.conversationId === selectedId),
  };
}

import { useCallback, useEffect, useRef, useState } from 'react';

import type { ConversationStatus, ServerFrame } from '../../../contract/support-chat.ts';
import { reportApiError } from '../../lib/api/report-api-error.ts';
import { failureOf, useServerData, type ServerData } from '../../lib/api/use-server-data.ts';
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

/** Raises a toast for each failed ask, while what was shown before stays (`keepOnFailure`). */
function useFailureToast<T>(state: ServerData<T>): void {
  const failure = failureOf(state);
  useEffect(() => {
    if (failure) void reportApiError(failure);
  }, [failure]);
}

/**
 * The support team's view: every conversation (newest first, with unread counts) and the one
 * open on screen, kept current by the socket: its frames change the open conversation in place,
 * and every (re)connect asks for both again. The list is read again after events, a little
 * later so that a burst of messages costs one request.
 */
export function useSupportCentre() {
  const session = useSession();
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const refreshTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const list = useServerData('support-conversations', fetchConversations, {
    keepOnFailure: true,
  });
  const reloadList = list.reload;
  const refreshListSoon = useCallback(() => {
    clearTimeout(refreshTimer.current);
    refreshTimer.current = setTimeout(reloadList, listRefreshDelayMs);
  }, [reloadList]);
  useEffect(() => () => clearTimeout(refreshTimer.current), []);

  const detail = useServerData(
    `support-conversation:${selectedId ?? ''}`,
    async (signal) => {
      const id = selectedId ?? '';
      const loaded = await fetchConversation(id, signal);
      // Reading it on screen is what marks it read; the list then drops its unread count.
      if (!signal.aborted) void markConversationRead(id).then(refreshListSoon, reportApiError);
      return loaded;
    },
    { enabled: selectedId !== null, keepOnFailure: true },
  );
  useFailureToast(list);
  useFailureToast(detail);

  const reloadDetail = detail.reload;
  const select = useCallback(
    (id: string) => {
      if (id === selectedId) reloadDetail();
      else setSelectedId(id);
    },
    [selectedId, reloadDetail],
  );

  const onFrame = (frame: ServerFrame) => {
    if (frame.type === 'ready') {
      list.reload();
      if (selectedId) detail.reload();
      return;
    }
    if (frame.type === 'message' || frame.type === 'ack') {
      const { message } = frame;
      if (message.conversationId === selectedId) {
        detail.update((current) =>
          current.id === message.conversationId
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
      detail.update((current) =>
        current.id === frame.conversationId ? { ...current, status: frame.status } : current,
      );
      refreshListSoon();
    }
  };

  const connection = useChatConnection(
    session?.token ?? null,
    session ? `support:${session.user.sub}` : null,
    { onFrame },
  );

  const reply = (body: string) => {
    if (!selectedId) return;
    connection.send({ id: crypto.randomUUID(), body, conversationId: selectedId });
  };

  const setStatus = async (status: ConversationStatus) => {
    const id = selectedId;
    if (!id) return;
    // Bound to this conversation's answer: one chosen meanwhile is left as it is.
    const { update } = detail;
    try {
      const changed = await changeConversationStatus(id, status);
      update((current) => ({ ...current, ...changed }));
      notifyKey(
        changed.status === 'closed'
          ? 'support.success.conversationClosed'
          : 'support.success.conversationReopened',
      );
      refreshListSoon();
    } catch (error) {
      await reportApiError(error);
    }
  };

  return {
    conversations: list.status === 'loaded' ? list.data : null,
    selectedId,
    detail: detail.status === 'loaded' ? detail.data : null,
    select,
    reply,
    setStatus,
    connectionState: connection.state,
    queued: connection.queued.filter((message) => message.conversationId === selectedId),
  };
}

import { useCallback, useState, useSyncExternalStore } from 'react';

import type {
  ChatMessage,
  ConversationStatus,
  ServerFrame,
} from '../../../contract/support-chat.ts';
import { reportApiError } from '../../lib/api/report-api-error.ts';
import { useSession } from '../../lib/session/session-store.ts';
import { readOutbox, subscribeOutbox } from '../../lib/support-chat/chat-outbox.ts';
import { mergeChatMessages } from '../../lib/support-chat/merge-chat-messages.ts';
import { useChatConnection } from '../../lib/support-chat/use-chat-connection.ts';
import {
  forgetVisitor,
  readVisitor,
  storeVisitor,
  type StoredVisitor,
} from '../../lib/support-chat/visitor-token-store.ts';

import { fetchOwnConversation } from './support-chat-api.ts';

interface LiveConversation {
  owner: string | null;
  messages: ChatMessage[];
  status: ConversationStatus;
}

function emptyConversation(owner: string | null): LiveConversation {
  return { owner, messages: [], status: 'open' };
}

/**
 * The contact's side of the chat: a signed-in user speaks with their session, a visitor with
 * the token they were given. It connects once the widget has been opened (or when messages
 * are still waiting to be sent), loads the history at every (re)connect and then goes live.
 */
export function useSupportChat(opened: boolean) {
  const session = useSession();
  const [visitor, setVisitor] = useState<StoredVisitor | null>(readVisitor);
  const [openedOnce, setOpenedOnce] = useState(opened);
  // Kept with the sender they belong to, so a sign-in or sign-out never shows another's chat.
  const [conversation, setConversation] = useState<LiveConversation>(emptyConversation(null));

  const token = session?.token ?? visitor?.token ?? null;
  const owner = session
    ? `user:${session.user.sub}`
    : visitor
      ? `visitor:${visitor.conversationId}`
      : null;
  const visitorToken = session ? null : (visitor?.token ?? null);

  if (opened && !openedOnce) setOpenedOnce(true);
  const pending = useSyncExternalStore(subscribeOutbox, () => readOutbox(owner)).length > 0;
  const wanted = openedOnce || pending;
  const current = conversation.owner === owner ? conversation : emptyConversation(owner);

  const update = useCallback(
    (change: (previous: LiveConversation) => Partial<LiveConversation>) =>
      setConversation((previous) => {
        const base = previous.owner === owner ? previous : emptyConversation(owner);
        return { ...base, ...change(base) };
      }),
    [owner],
  );

  const loadHistory = useCallback(async () => {
    try {
      const own = await fetchOwnConversation(visitorToken);
      if (!own) return;
      update((previous) => ({
        status: own.status,
        messages: mergeChatMessages(previous.messages, own.messages),
      }));
    } catch (error) {
      await reportApiError(error);
    }
  }, [visitorToken, update]);

  const onFrame = useCallback(
    (frame: ServerFrame) => {
      if (frame.type === 'ready') void loadHistory();
      if (frame.type === 'message' || frame.type === 'ack') {
        const { message } = frame;
        update((previous) => ({
          messages: mergeChatMessages(previous.messages, [message]),
          // A contact's message reopens a closed conversation on the server too.
          ...(message.sender === 'contact' && { status: 'open' as const }),
        }));
      }
      if (frame.type === 'conversation') {
        const { status } = frame;
        update(() => ({ status }));
      }
    },
    [loadHistory, update],
  );

  const onUnauthorized = useCallback(() => {
    // A visitor token the server no longer accepts: start again with the intro form.
    if (!session) {
      forgetVisitor();
      setVisitor(null);
    }
  }, [session]);

  const connection = useChatConnection(wanted ? token : null, wanted ? owner : null, {
    onFrame,
    onUnauthorized,
  });

  const introduce = useCallback((next: StoredVisitor) => {
    storeVisitor(next);
    setVisitor(next);
  }, []);

  return {
    session,
    needsIntroduction: !session && !visitor,
    introduce,
    messages: current.messages,
    status: current.status,
    connection,
  };
}

import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';

import type { ServerFrame } from '../../../contract/support-chat.ts';
import { notifyKey } from '../notify/notify.ts';

import {
  RealtimeConnection,
  type RealtimeConnectionState,
} from '../realtime/realtime-connection.ts';
import {
  enqueueMessage,
  readOutbox,
  removeQueuedMessage,
  subscribeOutbox,
  type QueuedChatMessage,
} from './chat-outbox.ts';

const rateLimitedRetryMs = 15_000;

export interface ChatConnectionHandlers {
  onFrame?: (frame: ServerFrame) => void;
  onUnauthorized?: () => void;
}

export interface UseChatConnection {
  state: RealtimeConnectionState;
  /** Messages typed but not yet acknowledged, oldest first. */
  queued: readonly QueuedChatMessage[];
  /** Queues a message (kept across reloads) and sends it now if connected. */
  send(message: Omit<QueuedChatMessage, 'queuedAt'>): void;
}

/**
 * The socket for one sender (`owner`, e.g. `visitor:<conversation>` or `user:<id>`), with its
 * outbox: a message is stored before it is sent and leaves the outbox only when the server
 * acknowledges it, so a drop never loses it; its id makes a resend harmless.
 */
export function useChatConnection(
  token: string | null,
  owner: string | null,
  handlers: ChatConnectionHandlers,
): UseChatConnection {
  const [state, setState] = useState<RealtimeConnectionState>('closed');
  const queued = useSyncExternalStore(subscribeOutbox, () => readOutbox(owner));
  const connectionRef = useRef<RealtimeConnection | null>(null);
  const handlersRef = useRef(handlers);
  const warnedRef = useRef(false);
  useEffect(() => {
    handlersRef.current = handlers;
  });

  useEffect(() => {
    if (!token || !owner) return;
    let retryTimer: ReturnType<typeof setTimeout> | undefined;

    const flush = () => {
      for (const message of readOutbox(owner)) {
        connection.send({
          type: 'send',
          id: message.id,
          body: message.body,
          ...(message.conversationId && { conversationId: message.conversationId }),
        });
      }
    };

    const connection = new RealtimeConnection({
      token: () => token,
      onState: (next) => {
        if (next === 'open') warnedRef.current = false;
        setState(next);
      },
      onProblem: (problem) => notifyKey(problem),
      onUnauthorized: () => handlersRef.current.onUnauthorized?.(),
      onFrame: (frame) => {
        if (frame.type === 'ready') flush();
        if (frame.type === 'ack') removeQueuedMessage(owner, frame.message.id);
        if (frame.type === 'error' && frame.id) {
          if (frame.key === 'common.error.rateLimited') {
            clearTimeout(retryTimer);
            retryTimer = setTimeout(flush, rateLimitedRetryMs);
          } else {
            removeQueuedMessage(owner, frame.id);
          }
          notifyKey(frame.key);
        }
        handlersRef.current.onFrame?.(frame);
      },
    });
    connectionRef.current = connection;
    connection.start();
    return () => {
      clearTimeout(retryTimer);
      connection.stop();
      connectionRef.current = null;
    };
  }, [token, owner]);

  const send = useCallback(
    (message: Omit<QueuedChatMessage, 'queuedAt'>) => {
      if (!owner) {
        notifyKey('chat.error.missingAuthToken');
        return;
      }
      enqueueMessage(owner, { ...message, queuedAt: new Date().toISOString() });
      const sent = connectionRef.current?.send({
        type: 'send',
        id: message.id,
        body: message.body,
        ...(message.conversationId && { conversationId: message.conversationId }),
      });
      if (!sent && !warnedRef.current) {
        warnedRef.current = true;
        notifyKey('chat.error.notConnected');
      }
    },
    [owner],
  );

  return { state, queued, send };
}

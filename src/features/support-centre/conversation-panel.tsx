import { Trans } from '@lingui/react/macro';
import { Button, Group, Loader, Stack } from '@mantine/core';

import type { ConversationDetail, ConversationStatus } from '../../../contract/support-chat.ts';
import { ChatComposer } from '../../lib/support-chat/chat-composer.tsx';
import type { QueuedChatMessage } from '../../lib/support-chat/chat-outbox.ts';
import { ChatMessageList } from '../../lib/support-chat/chat-message-list.tsx';

import { ContactCard } from './contact-card.tsx';

interface ConversationPanelProps {
  detail: ConversationDetail | null;
  queued: readonly QueuedChatMessage[];
  onReply: (body: string) => void;
  onStatus: (status: ConversationStatus) => void;
}

/** One conversation: who asks, the messages, the reply box, and close or reopen. */
export function ConversationPanel({ detail, queued, onReply, onStatus }: ConversationPanelProps) {
  if (!detail) return <Loader size="sm" />;
  return (
    <Stack gap="sm">
      <Group justify="space-between" align="flex-start">
        <ContactCard contact={detail.contact} />
        {detail.status === 'open' ? (
          <Button
            variant="default"
            data-testid="close-conversation"
            onClick={() => onStatus('closed')}
          >
            <Trans>Close conversation</Trans>
          </Button>
        ) : (
          <Button
            variant="light"
            data-testid="reopen-conversation"
            onClick={() => onStatus('open')}
          >
            <Trans>Reopen conversation</Trans>
          </Button>
        )}
      </Group>
      <ChatMessageList messages={detail.messages} queued={queued} ownSide="support" height="55vh" />
      <ChatComposer onSend={onReply} />
    </Stack>
  );
}

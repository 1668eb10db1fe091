import { Trans } from '@lingui/react/macro';
import { Box, Group, Paper, ScrollArea, Stack, Text } from '@mantine/core';
import { IconClock } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';

import type { ChatMessage, ChatSender } from '../../../contract/support-chat.ts';
import { formatDateTime } from '../format/format-date.ts';
import { useLocale } from '../i18n/use-locale.ts';

import type { QueuedChatMessage } from './chat-outbox.ts';

interface ChatMessageListProps {
  messages: readonly ChatMessage[];
  /** Typed but not yet stored by the server; shown last, marked as waiting. */
  queued: readonly QueuedChatMessage[];
  /** Whose messages sit on the inline end, as "mine". */
  ownSide: ChatSender;
  height: number | string;
}

function Bubble(props: { mine: boolean; name: string; body: string; time: string | null }) {
  return (
    <Box style={{ alignSelf: props.mine ? 'flex-end' : 'flex-start', maxInlineSize: '85%' }}>
      <Paper
        p="xs"
        radius="md"
        withBorder={!props.mine}
        bg={props.mine ? 'var(--mantine-primary-color-light)' : undefined}
        data-testid="chat-message"
        data-pending={props.time === null || undefined}
      >
        <Text size="xs" c="dimmed" dir="auto">
          {props.name}
        </Text>
        <Text size="sm" dir="auto" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {props.body}
        </Text>
        <Group gap={4} justify="flex-end">
          {props.time === null ? (
            <>
              <IconClock size={12} aria-hidden />
              <Text size="xs" c="dimmed">
                <Trans>Waiting to send</Trans>
              </Text>
            </>
          ) : (
            <Text size="xs" c="dimmed">
              {props.time}
            </Text>
          )}
        </Group>
      </Paper>
    </Box>
  );
}

/** A conversation's messages, oldest first, scrolled to the newest. */
export function ChatMessageList({ messages, queued, ownSide, height }: ChatMessageListProps) {
  const { locale } = useLocale();
  const viewport = useRef<HTMLDivElement>(null);
  const stored = new Set(messages.map((message) => message.id));
  const waiting = queued.filter((message) => !stored.has(message.id));

  useEffect(() => {
    viewport.current?.scrollTo({ top: viewport.current.scrollHeight });
  }, [messages.length, waiting.length]);

  return (
    <ScrollArea h={height} viewportRef={viewport} type="auto">
      <Stack gap="xs" p="xs" aria-live="polite">
        {messages.length === 0 && waiting.length === 0 && (
          <Text size="sm" c="dimmed" ta="center">
            <Trans>No messages yet. Write yours below.</Trans>
          </Text>
        )}
        {messages.map((message) => (
          <Bubble
            key={message.id}
            mine={message.sender === ownSide}
            name={message.senderName}
            body={message.body}
            time={formatDateTime(message.createdAt, locale)}
          />
        ))}
        {waiting.map((message) => (
          <Bubble key={message.id} mine name="" body={message.body} time={null} />
        ))}
      </Stack>
    </ScrollArea>
  );
}

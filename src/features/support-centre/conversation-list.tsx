import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Group, Loader, NavLink, Stack, Text } from '@mantine/core';

import type { ConversationSummary } from '../../../contract/support-chat.ts';

import { roleLabel } from '../../entities/role/role-label.ts';
import { formatDateTime } from '../../lib/format/format-date.ts';
import { useLocale } from '../../lib/i18n/use-locale.ts';

interface ConversationListProps {
  conversations: readonly ConversationSummary[] | null;
  selectedId: string | null;
  onSelect: (id: string) => void;
}

function UnreadBadge({ count }: { count: number }) {
  const { t } = useLingui();
  return (
    <Badge
      data-testid="unread-count"
      size="sm"
      circle
      aria-label={t({
        message: plural(count, { one: '# unread message', other: '# unread messages' }),
      })}
    >
      {count}
    </Badge>
  );
}

/** Conversations newest first, each with its unread count and who is asking. */
export function ConversationList({ conversations, selectedId, onSelect }: ConversationListProps) {
  const { i18n } = useLingui();
  const { locale } = useLocale();
  if (conversations === null) return <Loader size="sm" />;
  if (conversations.length === 0) {
    return (
      <Text c="dimmed" size="sm">
        <Trans>No conversations yet.</Trans>
      </Text>
    );
  }
  return (
    <Stack gap={4} data-testid="conversation-list">
      {conversations.map((conversation) => (
        <NavLink
          key={conversation.id}
          active={conversation.id === selectedId}
          onClick={() => onSelect(conversation.id)}
          data-testid="conversation-item"
          label={
            <Group justify="space-between" wrap="nowrap" gap="xs">
              <Text size="sm" fw={conversation.unreadCount > 0 ? 700 : 500} truncate dir="auto">
                {conversation.contactName}
              </Text>
              {conversation.unreadCount > 0 && <UnreadBadge count={conversation.unreadCount} />}
            </Group>
          }
          description={
            <Stack gap={0}>
              <Text size="xs" truncate dir="auto">
                {conversation.lastMessagePreview}
              </Text>
              <Group gap={6}>
                <Text size="xs" c="dimmed">
                  {conversation.contactRole ? (
                    i18n._(roleLabel[conversation.contactRole])
                  ) : (
                    <Trans>Visitor</Trans>
                  )}
                </Text>
                <Text size="xs" c="dimmed">
                  {formatDateTime(conversation.lastMessageAt, locale)}
                </Text>
                {conversation.status === 'closed' && (
                  <Badge size="xs" color="gray" variant="light">
                    <Trans>Closed</Trans>
                  </Badge>
                )}
              </Group>
            </Stack>
          }
        />
      ))}
    </Stack>
  );
}

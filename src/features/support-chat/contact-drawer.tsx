import { Trans, useLingui } from '@lingui/react/macro';
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Divider,
  Drawer,
  Group,
  Stack,
  Text,
  useDirection,
} from '@mantine/core';

import { supportContact } from '../../../contract/support-contact.ts';
import { ChatComposer } from '../../lib/support-chat/chat-composer.tsx';
import type { RealtimeConnectionState } from '../../lib/realtime/realtime-connection.ts';
import { closeSupportChat } from '../../lib/support-chat/chat-launcher.ts';
import { ChatMessageList } from '../../lib/support-chat/chat-message-list.tsx';

import { useSupportChat } from './use-support-chat.ts';
import { VisitorIntroForm } from './visitor-intro-form.tsx';

function ConnectionBadge({ state }: { state: RealtimeConnectionState }) {
  if (state === 'open')
    return (
      <Badge color="green" variant="light" data-testid="chat-connection" data-state={state}>
        <Trans>Connected</Trans>
      </Badge>
    );
  if (state === 'connecting')
    return (
      <Badge color="yellow" variant="light" data-testid="chat-connection" data-state={state}>
        <Trans>Connecting…</Trans>
      </Badge>
    );
  return (
    <Badge color="gray" variant="light" data-testid="chat-connection" data-state={state}>
      <Trans>Offline</Trans>
    </Badge>
  );
}

/** The support chat opened by "Contact us" on every page, with email and WhatsApp beside it. */
export function ContactDrawer({ opened }: { opened: boolean }) {
  const { t } = useLingui();
  const { dir } = useDirection();
  const chat = useSupportChat(opened);
  const isSupportTeam = chat.session?.user.role === 'super_admin';
  const fullName = chat.session?.user.fullName ?? '';

  return (
    <Drawer
      opened={opened}
      onClose={closeSupportChat}
      position={dir === 'rtl' ? 'left' : 'right'}
      size="md"
      title={t`Contact us`}
    >
      <Stack gap="sm">
        {isSupportTeam ? (
          <>
            <Text>
              <Trans>
                Conversations with users and visitors are answered in the support centre.
              </Trans>
            </Text>
            <Button component="a" href="/support-centre">
              <Trans>Open the support centre</Trans>
            </Button>
          </>
        ) : chat.needsIntroduction ? (
          <VisitorIntroForm onIntroduced={chat.introduce} />
        ) : (
          <>
            <Group justify="space-between">
              <Text size="sm">
                {chat.session ? (
                  <Trans>Hello {fullName}, our support team answers here.</Trans>
                ) : (
                  <Trans>Our support team answers here.</Trans>
                )}
              </Text>
              <ConnectionBadge state={chat.connection.state} />
            </Group>
            {chat.status === 'closed' && (
              <Alert color="gray" variant="light" data-testid="conversation-closed">
                <Trans>This conversation was closed. Write again to reopen it.</Trans>
              </Alert>
            )}
            <ChatMessageList
              messages={chat.messages}
              queued={chat.connection.queued}
              ownSide="contact"
              height="50vh"
            />
            <ChatComposer
              onSend={(body) => chat.connection.send({ id: crypto.randomUUID(), body })}
            />
          </>
        )}
        <Divider />
        <Text size="sm" c="dimmed">
          <Trans>Our support team answers on working days, Sunday to Thursday.</Trans>
        </Text>
        <Group gap="md">
          <Anchor size="sm" href={`mailto:${supportContact.email}`}>
            <Trans>Email: {supportContact.email}</Trans>
          </Anchor>
          <Anchor
            size="sm"
            href={supportContact.whatsapp}
            target="_blank"
            rel="noopener noreferrer"
          >
            <Trans>WhatsApp</Trans>
          </Anchor>
        </Group>
      </Stack>
    </Drawer>
  );
}

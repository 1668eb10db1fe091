import { Trans } from '@lingui/react/macro';
import { Badge, Container, Grid, Group, Paper, Stack, Text, Title } from '@mantine/core';

import { ConversationList } from './conversation-list.tsx';
import { ConversationPanel } from './conversation-panel.tsx';
import { useSupportCentre } from './use-support-centre.ts';

/** The super admin's support centre: every chat conversation, answered in real time. */
export default function SupportCentrePage() {
  const centre = useSupportCentre();
  return (
    <Container size="xl" py="xl">
      <Stack gap="lg">
        <Group justify="space-between">
          <Title order={1} data-testid="support-centre-title">
            <Trans>Support centre</Trans>
          </Title>
          <Badge
            color={centre.connectionState === 'open' ? 'green' : 'gray'}
            variant="light"
            data-testid="chat-connection"
            data-state={centre.connectionState}
          >
            {centre.connectionState === 'open' ? <Trans>Live</Trans> : <Trans>Offline</Trans>}
          </Badge>
        </Group>
        <Grid>
          <Grid.Col span={{ base: 12, md: 4 }}>
            <Paper withBorder p="xs">
              <ConversationList
                conversations={centre.conversations}
                selectedId={centre.selectedId}
                onSelect={centre.select}
              />
            </Paper>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 8 }}>
            {centre.selectedId ? (
              <ConversationPanel
                detail={centre.detail}
                queued={centre.queued}
                onReply={centre.reply}
                onStatus={(status) => void centre.setStatus(status)}
              />
            ) : (
              <Text c="dimmed">
                <Trans>Choose a conversation to read and answer it.</Trans>
              </Text>
            )}
          </Grid.Col>
        </Grid>
      </Stack>
    </Container>
  );
}

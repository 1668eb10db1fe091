import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Card, Group, Modal, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';

import type { RetentionItem } from '../../../contract/subscriptions.ts';
import { formatLongDate } from '../../lib/format/format-date.ts';
import { useAsyncAction } from '../../lib/forms/use-async-action.ts';
import { useLocale } from '../../lib/i18n/use-locale.ts';

import {
  fetchRetentionDue,
  purgeRetainedData,
  runCheckExpired,
  runSendReminders,
} from './admin-api.ts';

/**
 * The manual subscription tasks (spec section 2). They also run hourly inside the server; here
 * the super admin runs them at once and sees what they did.
 */
export function TasksAdmin() {
  const { t } = useLingui();
  const { locale } = useLocale();
  const [purging, setPurging] = useState<RetentionItem | null>(null);
  const holderName = purging?.ownerName ?? '';
  const [expiredCount, setExpiredCount] = useState<number | null>(null);
  const [sentCount, setSentCount] = useState<number | null>(null);
  const [retention, setRetention] = useState<RetentionItem[] | null>(null);

  const checkExpired = useAsyncAction(async () => {
    setExpiredCount((await runCheckExpired()).expiredCount);
  });
  const sendReminders = useAsyncAction(async () => {
    setSentCount((await runSendReminders()).sentCount);
  });
  const listRetention = useAsyncAction(async () => {
    setRetention(await fetchRetentionDue());
  });
  const purge = useAsyncAction(async () => {
    if (!purging) return;
    await purgeRetainedData([purging.subscriptionId]);
    setPurging(null);
    setRetention(await fetchRetentionDue());
  });

  return (
    <Stack gap="lg">
      <Card withBorder>
        <Stack gap="sm">
          <Title order={2} fz="h4">
            <Trans>Check expired subscriptions</Trans>
          </Title>
          <Text size="sm" c="dimmed">
            <Trans>
              Moves trial and active subscriptions whose end date has passed to expired, or to
              cancelled when their renewal was cancelled.
            </Trans>
          </Text>
          <Group>
            <Button loading={checkExpired.busy} onClick={() => void checkExpired.run()}>
              <Trans>Run now</Trans>
            </Button>
          </Group>
          {expiredCount !== null && (
            <Alert color="blue" role="status">
              <Plural
                value={expiredCount}
                _0="No subscription needed to change."
                one="# subscription moved to expired or cancelled."
                other="# subscriptions moved to expired or cancelled."
              />
            </Alert>
          )}
        </Stack>
      </Card>
      <Card withBorder>
        <Stack gap="sm">
          <Title order={2} fz="h4">
            <Trans>Send subscription reminders</Trans>
          </Title>
          <Text size="sm" c="dimmed">
            <Trans>
              Emails the holders of subscriptions ending within 7 days, once per subscription.
            </Trans>
          </Text>
          <Group>
            <Button loading={sendReminders.busy} onClick={() => void sendReminders.run()}>
              <Trans>Send now</Trans>
            </Button>
          </Group>
          {sentCount !== null && (
            <Alert color="blue" role="status">
              <Plural
                value={sentCount}
                _0="No reminder was due."
                one="# reminder sent."
                other="# reminders sent."
              />
            </Alert>
          )}
        </Stack>
      </Card>
      <Card withBorder>
        <Stack gap="sm">
          <Title order={2} fz="h4">
            <Trans>Data past retention</Trans>
          </Title>
          <Text size="sm" c="dimmed">
            <Trans>
              Subscriptions that ended more than 30 days ago with no subscription since. Their data
              is kept until you decide; nothing is deleted automatically.
            </Trans>
          </Text>
          <Group>
            <Button
              variant="light"
              loading={listRetention.busy}
              onClick={() => void listRetention.run()}
            >
              <Trans>List</Trans>
            </Button>
          </Group>
          {retention !== null &&
            (retention.length === 0 ? (
              <Text c="dimmed">
                <Trans>Nothing is past retention.</Trans>
              </Text>
            ) : (
              <Table.ScrollContainer minWidth={480}>
                <Table striped>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>
                        <Trans>Holder</Trans>
                      </Table.Th>
                      <Table.Th>
                        <Trans>Type</Trans>
                      </Table.Th>
                      <Table.Th>
                        <Trans>Ended on</Trans>
                      </Table.Th>
                      <Table.Th>
                        <Trans>Actions</Trans>
                      </Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {retention.map((item) => (
                      <Table.Tr key={item.subscriptionId}>
                        <Table.Td>{item.ownerName}</Table.Td>
                        <Table.Td>
                          {item.scope === 'organization' ? (
                            <Trans>Organisation</Trans>
                          ) : (
                            <Trans>Personal</Trans>
                          )}
                        </Table.Td>
                        <Table.Td>{formatLongDate(item.expiredAt, locale)}</Table.Td>
                        <Table.Td>
                          <Button
                            size="compact-sm"
                            variant="subtle"
                            color="red"
                            onClick={() => setPurging(item)}
                          >
                            <Trans>Purge data</Trans>
                          </Button>
                        </Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            ))}
        </Stack>
      </Card>
      <Modal
        opened={purging !== null}
        onClose={() => setPurging(null)}
        title={t`Purge data?`}
        centered
      >
        <Stack gap="md">
          <Text>
            <Trans>
              This permanently deletes the achievements, evidence files and development plans of{' '}
              {holderName}. The accounts stay. This cannot be undone.
            </Trans>
          </Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setPurging(null)}>
              <Trans>Cancel</Trans>
            </Button>
            <Button color="red" loading={purge.busy} onClick={() => void purge.run()}>
              <Trans>Purge data</Trans>
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}

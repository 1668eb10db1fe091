import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';

import { closeSubscriptionDialog, openSubscriptionDialog } from './subscription-gate-store.ts';

/** Creating new work without an active or trial subscription opens this (docs/states-and-transitions.md, "Choosing a plan"). */
export function SubscriptionRequiredModal({ opened }: { opened: boolean }) {
  const { t } = useLingui();
  return (
    <Modal
      opened={opened}
      onClose={closeSubscriptionDialog}
      title={t`Subscription required`}
      centered
    >
      <Stack gap="md">
        <Text>
          <Trans>You need an active subscription to add new evidence and development plans.</Trans>
        </Text>
        <Text c="dimmed" size="sm">
          <Trans>You can still read and export everything you have already saved.</Trans>
        </Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={closeSubscriptionDialog}>
            <Trans>Not now</Trans>
          </Button>
          <Button onClick={() => openSubscriptionDialog('chooser')}>
            <Trans>Choose a plan</Trans>
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

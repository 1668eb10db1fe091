import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';

import { closeSubscriptionDialog } from './subscription-gate-store.ts';

/** Choosing a plan while a paid period is still running (docs/states-and-transitions.md, "Choosing a plan"). */
export function AlreadySubscribedModal({ opened }: { opened: boolean }) {
  const { t } = useLingui();
  return (
    <Modal opened={opened} onClose={closeSubscriptionDialog} title={t`Already subscribed`} centered>
      <Stack gap="md">
        <Text>
          <Trans>
            Your subscription is already active. You can choose a new plan when it is about to end.
          </Trans>
        </Text>
        <Group justify="flex-end">
          <Button onClick={closeSubscriptionDialog}>
            <Trans>OK</Trans>
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

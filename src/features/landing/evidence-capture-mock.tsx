import { Trans } from '@lingui/react/macro';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconPhoto, IconWifiOff } from '@tabler/icons-react';

import classes from './evidence-capture-mock.module.css';
import tone from './text-tone.module.css';
import { WrappingBadge } from './wrapping-badge.tsx';

/** Illustrative: the evidence form on a phone with no connection. */
export function EvidenceCaptureMock() {
  return (
    <Stack gap="sm">
      <Text fw={700}>
        <Trans>New evidence</Trans>
      </Text>
      <div className={classes.photo}>
        <IconPhoto size={32} stroke={1.5} />
        <Text size="xs">
          <Trans>Photo taken just now</Trans>
        </Text>
      </div>
      <Stack gap={2}>
        <Text size="xs" className={tone.muted}>
          <Trans>Description</Trans>
        </Text>
        <Text size="sm" className={classes.field}>
          <Trans>Cooperative learning in Grade 6 science</Trans>
        </Text>
      </Stack>
      <Stack gap={4}>
        <Text size="xs" className={tone.muted}>
          <Trans>Criteria</Trans>
        </Text>
        <Group gap={6}>
          <WrappingBadge size="sm" variant="light">
            <Trans>Diversifying teaching strategies</Trans>
          </WrappingBadge>
          <WrappingBadge size="sm" variant="light">
            <Trans>Classroom management</Trans>
          </WrappingBadge>
        </Group>
      </Stack>
      <Alert variant="light" color="orange" p="xs" icon={<IconWifiOff size={16} />}>
        <Text size="xs">
          <Trans>
            You are offline. Saved on this device; it will sync when you are back online.
          </Trans>
        </Text>
      </Alert>
      <Button fullWidth size="sm" tabIndex={-1}>
        <Trans>Save evidence</Trans>
      </Button>
    </Stack>
  );
}

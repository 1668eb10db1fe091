import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';

interface UnsyncedLogoutModalProps {
  opened: boolean;
  waitingCount: number | null;
  onSyncNow: () => void;
  onLogoutAnyway: () => void;
  onClose: () => void;
  /** The user marked this device as shared: logging out deletes what waits. */
  sharedDevice: boolean;
}

/** Logging out with unsynced items asks first, and offers to sync (docs/sync.md, "Sign-out and shared devices"). */
export function UnsyncedLogoutModal({
  opened,
  waitingCount,
  onSyncNow,
  onLogoutAnyway,
  onClose,
  sharedDevice,
}: UnsyncedLogoutModalProps) {
  const { t } = useLingui();
  return (
    <Modal opened={opened} onClose={onClose} title={t`Items not synced yet`} centered>
      <Stack gap="md">
        <Text>
          <Plural
            value={waitingCount ?? 0}
            one="# item on this device has not reached the server yet."
            other="# items on this device have not reached the server yet."
          />{' '}
          {sharedDevice ? (
            <Trans>
              This is a shared device: logging out now deletes them from it, and they are lost.
            </Trans>
          ) : (
            <Trans>
              They stay saved on this device for your account and will sync the next time you sign
              in here.
            </Trans>
          )}
        </Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            <Trans>Cancel</Trans>
          </Button>
          <Button variant="light" onClick={onSyncNow}>
            <Trans>Sync now</Trans>
          </Button>
          <Button color="red" onClick={onLogoutAnyway}>
            {sharedDevice ? <Trans>Delete and log out</Trans> : <Trans>Log out anyway</Trans>}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

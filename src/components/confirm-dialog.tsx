import { Trans } from '@lingui/react/macro';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

export interface ConfirmDialogProps {
  opened: boolean;
  title: ReactNode;
  message: ReactNode;
  confirmLabel: ReactNode;
  /** What the way back says; "Cancel" unless given. */
  cancelLabel?: ReactNode;
  color?: string;
  busy?: boolean;
  /** Shown under the message, e.g. a warning the user should weigh before confirming. */
  children?: ReactNode;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Asks before a step that cannot be taken back. */
export function ConfirmDialog(props: ConfirmDialogProps) {
  return (
    <Modal opened={props.opened} onClose={props.onCancel} title={props.title} centered>
      <Stack gap="md">
        <Text>{props.message}</Text>
        {props.children}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={props.onCancel}>
            {props.cancelLabel ?? <Trans>Cancel</Trans>}
          </Button>
          <Button color={props.color ?? 'red'} loading={props.busy} onClick={props.onConfirm}>
            {props.confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

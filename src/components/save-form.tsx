import { Trans } from '@lingui/react/macro';
import { Button, Group, Stack } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useState, type ReactNode } from 'react';

import { DeviceStorageError } from '../lib/db/device-storage-error.ts';
import { notifyKey } from '../lib/notify/notify.ts';

interface SaveFormProps<Values> {
  form: UseFormReturnType<Values>;
  /**
   * Saves the values; resolves `false` when it has told the user why nothing was saved,
   * and the form stays open with what they typed.
   */
  onSave: (values: Values) => Promise<boolean>;
  /** Tells the user it is saved (given when the save started); the form then closes. */
  onSaved: (saveStartedAt: number) => void;
  /** Closes the form, after a save or on Cancel. */
  onDone: () => void;
  /** The fields. */
  children: ReactNode;
}

/** A form's fields, then Cancel and Save; a save is announced and closes the form. */
export function SaveForm<Values>({
  form,
  onSave,
  onSaved,
  onDone,
  children,
}: SaveFormProps<Values>) {
  const [busy, setBusy] = useState(false);

  const save = async (values: Values) => {
    setBusy(true);
    // In the submit handler, not during render: the rule cannot tell the two apart here.
    // eslint-disable-next-line react-hooks/purity
    const startedAt = Date.now();
    try {
      if (!(await onSave(values))) return;
      onSaved(startedAt);
      onDone();
    } catch (error) {
      // The device's storage refused, full or not answering: say which; the values stay.
      notifyKey(error instanceof DeviceStorageError ? error.key : 'common.error.unknown');
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={form.onSubmit((values) => void save(values))} noValidate>
      <Stack gap="md">
        {children}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onDone}>
            <Trans>Cancel</Trans>
          </Button>
          <Button type="submit" loading={busy}>
            <Trans>Save</Trans>
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

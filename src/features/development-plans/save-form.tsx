import { Trans } from '@lingui/react/macro';
import { Button, Group, Stack } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useState, type ReactNode } from 'react';

import { notifyKey } from '../../lib/notify/notify.ts';

interface SaveFormProps<Values> {
  form: UseFormReturnType<Values>;
  onSave: (values: Values) => Promise<void>;
  /** Closes the form, after a save or on Cancel. */
  onDone: () => void;
  /** The fields. */
  children: ReactNode;
}

/** A plan or goal form: its fields, then Cancel and Save; a save is announced and closes it. */
export function SaveForm<Values>({ form, onSave, onDone, children }: SaveFormProps<Values>) {
  const [busy, setBusy] = useState(false);

  const save = async (values: Values) => {
    setBusy(true);
    try {
      await onSave(values);
      notifyKey('developmentPlans.success.saved');
      onDone();
    } catch {
      notifyKey('common.error.unknown');
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

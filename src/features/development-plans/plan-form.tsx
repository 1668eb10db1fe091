import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';

import { zPlanFields } from '../../../contract/development-plans.ts';
import { schemaValidator } from '../../lib/forms/schema-validator.ts';
import { notifyKey } from '../../lib/notify/notify.ts';

import type { PlanRow } from './plan-row.ts';
import type { PlanInput } from './plan-writes.ts';

const validate = schemaValidator(zPlanFields);

export interface PlanFormProps {
  /** The plan edited, or null for a new one. */
  row: PlanRow | null;
  onSave: (input: PlanInput) => Promise<void>;
  onDone: () => void;
}

export function PlanForm({ row, onSave, onDone }: PlanFormProps) {
  const { t } = useLingui();
  const form = useForm<PlanInput>({
    mode: 'controlled',
    initialValues: {
      name: row?.name ?? '',
      description: row?.description ?? '',
      startDate: row?.startDate ?? '',
      endDate: row?.endDate ?? '',
    },
    validate,
    validateInputOnBlur: true,
  });
  const [busy, setBusy] = useState(false);

  const save = async (values: PlanInput) => {
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
        <TextInput label={t`Plan name`} required {...form.getInputProps('name')} />
        <Group grow align="flex-start" gap="sm">
          <TextInput
            type="date"
            label={t`Start date`}
            required
            {...form.getInputProps('startDate')}
          />
          <TextInput type="date" label={t`End date`} required {...form.getInputProps('endDate')} />
        </Group>
        <Textarea
          label={t`Description`}
          autosize
          minRows={3}
          {...form.getInputProps('description')}
        />
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

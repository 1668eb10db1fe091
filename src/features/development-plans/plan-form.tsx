import { useLingui } from '@lingui/react/macro';
import { Group, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';

import { zPlanFields } from '../../../contract/development-plans.ts';
import { announceSaved } from '../../components/announce-saved.ts';
import { DateField } from '../../components/date-fields/date-field.tsx';
import { SaveForm } from '../../components/save-form.tsx';
import { schemaValidator } from '../../lib/forms/schema-validator.ts';

import type { PlanRow } from './plan-row.ts';
import type { PlanInput } from './plan-writes.ts';

const validate = schemaValidator(zPlanFields);

/** The day after a `YYYY-MM-DD` day: the first a plan starting then may end on. */
function dayAfter(day: string): string | undefined {
  if (!day) return undefined;
  const next = new Date(`${day}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return next.toISOString().slice(0, 10);
}

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

  return (
    <SaveForm
      form={form}
      onSave={(values) => onSave(values).then(() => true)}
      onSaved={(startedAt) => void announceSaved(startedAt)}
      onDone={onDone}
    >
      <TextInput label={t`Plan name`} data-autofocus required {...form.getInputProps('name')} />
      <Group grow align="flex-start" gap="sm">
        <DateField label={t`Start date`} required {...form.getInputProps('startDate')} />
        <DateField
          label={t`End date`}
          required
          minDate={dayAfter(form.values.startDate)}
          defaultDate={dayAfter(form.values.startDate)}
          {...form.getInputProps('endDate')}
        />
      </Group>
      <Textarea
        label={t`Description`}
        autosize
        minRows={3}
        {...form.getInputProps('description')}
      />
    </SaveForm>
  );
}

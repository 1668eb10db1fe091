import { useLingui } from '@lingui/react/macro';
import { Group, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';

import { zPlanFields } from '../../../contract/development-plans.ts';
import { announceSaved } from '../../components/announce-saved.ts';
import { SaveForm } from '../../components/save-form.tsx';
import { schemaValidator } from '../../lib/forms/schema-validator.ts';

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

  return (
    <SaveForm
      form={form}
      onSave={(values) => onSave(values).then(() => true)}
      onSaved={(startedAt) => void announceSaved(startedAt)}
      onDone={onDone}
    >
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
    </SaveForm>
  );
}

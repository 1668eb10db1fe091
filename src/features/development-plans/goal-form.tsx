import { Trans, useLingui } from '@lingui/react/macro';
import { MultiSelect, Select, Slider, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';

import type { Criterion } from '../../../contract/achievements.ts';
import {
  goalStatuses,
  zGoalFields,
  type GoalStatus,
  type PlanGoal,
} from '../../../contract/development-plans.ts';
import { announceSaved } from '../../components/announce-saved.ts';
import { DateField } from '../../components/date-fields/date-field.tsx';
import { SaveForm } from '../../components/save-form.tsx';
import { schemaValidator } from '../../lib/forms/schema-validator.ts';
import { formatPercent } from '../../lib/format/format-percent.ts';
import { useLocale } from '../../lib/i18n/use-locale.ts';
import { translateKey } from '../../lib/notify/notify.ts';

import { goalStatusLabel } from './labels.ts';
import type { GoalProgressInput } from './plan-writes.ts';

const validateFields = schemaValidator(zGoalFields);

export interface GoalFormProps {
  /** The goal edited, or null for a new one. */
  goal: PlanGoal | null;
  plan: { startDate: string; endDate: string };
  criteria: readonly Criterion[];
  onSave: (input: GoalProgressInput) => Promise<void>;
  onDone: () => void;
}

export function GoalForm({ goal, plan, criteria, onSave, onDone }: GoalFormProps) {
  const { t, i18n } = useLingui();
  const { locale } = useLocale();
  const form = useForm<GoalProgressInput>({
    mode: 'controlled',
    initialValues: {
      statement: goal?.statement ?? '',
      targetMetric: goal?.targetMetric ?? '',
      dueDate: goal?.dueDate ?? '',
      criterionIds: goal?.criterionIds ?? [],
      progress: goal?.progress ?? 0,
      status: goal?.status ?? 'not_started',
    },
    validate: (values) => {
      const errors = validateFields(values);
      const outside = values.dueDate < plan.startDate || values.dueDate > plan.endDate;
      if (!errors.dueDate && outside) {
        errors.dueDate = translateKey('developmentPlans.failed.dueDateOutsidePlan');
      }
      return errors;
    },
    validateInputOnBlur: true,
  });

  return (
    <SaveForm
      form={form}
      onSave={(values) => onSave(values).then(() => true)}
      onSaved={(startedAt) => void announceSaved(startedAt)}
      onDone={onDone}
    >
      <Textarea
        label={t`Goal`}
        data-autofocus
        required
        autosize
        minRows={2}
        {...form.getInputProps('statement')}
      />
      <TextInput
        label={t`Target metric`}
        description={t`How you will know it is reached, e.g. 8 lessons observed`}
        {...form.getInputProps('targetMetric')}
      />
      <DateField
        label={t`Due date`}
        required
        minDate={plan.startDate}
        maxDate={plan.endDate}
        {...form.getInputProps('dueDate')}
      />
      <MultiSelect
        label={t`Criteria`}
        required
        searchable
        data={criteria.map((criterion) => ({
          value: criterion.id,
          label: locale === 'ar' ? criterion.nameAr : criterion.nameEn,
        }))}
        comboboxProps={{ withinPortal: true }}
        {...form.getInputProps('criterionIds')}
      />
      {goal && (
        <>
          <Select
            label={t`Status`}
            allowDeselect={false}
            data={goalStatuses.map((status) => ({
              value: status,
              label: i18n._(goalStatusLabel[status]),
            }))}
            {...form.getInputProps('status')}
            onChange={(value) => {
              const status = (value ?? 'not_started') as GoalStatus;
              form.setFieldValue('status', status);
              if (status === 'achieved') form.setFieldValue('progress', 100);
            }}
          />
          <Stack gap={4}>
            <Text fz="sm" fw={500} id="goal-progress-label">
              <Trans>Progress</Trans>
            </Text>
            <Slider
              min={0}
              max={100}
              step={5}
              label={(value) => formatPercent(value / 100, locale)}
              thumbProps={{ 'aria-labelledby': 'goal-progress-label' }}
              {...form.getInputProps('progress')}
            />
          </Stack>
        </>
      )}
    </SaveForm>
  );
}

import { useLingui } from '@lingui/react/macro';
import { Group, MultiSelect, NumberInput, Select, TagsInput, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useEffect, useState } from 'react';

import {
  achievementLimits,
  evidenceTypes,
  type Criterion,
  type EvidenceType,
} from '../../../contract/achievements.ts';
import { toastKindForKey } from '../../../contract/message-keys.ts';
import { announceSaved } from '../../components/announce-saved.ts';
import { DateTimeField } from '../../components/date-fields/date-time-field.tsx';
import { LimitedTextarea } from '../../components/limited-text/limited-textarea.tsx';
import { SaveForm } from '../../components/save-form.tsx';
import { criterionName } from '../../entities/criteria/criterion-name.ts';
import { announceEvidenceSaved } from '../../lib/engagement/evidence-saved.ts';
import { schemaValidator } from '../../lib/forms/schema-validator.ts';
import { useLocale } from '../../lib/i18n/use-locale.ts';
import { notifyKey, notifyText } from '../../lib/notify/notify.ts';
import { stableFileDrafts } from '../../lib/sync/local-file-draft.ts';
import { uuidv7 } from '../../../contract/uuid-v7.ts';

import { zAchievementForm, type AchievementFormValues } from './achievement-form-schema.ts';
import type { AchievementRow } from './achievement-row.ts';
import { createAchievement, updateAchievement } from './achievement-writes.ts';
import { compressImageOnce } from './compress-image.ts';
import { fromLocalDateTime, toLocalDateTime } from './local-date-time.ts';
import { EvidenceFilePicker } from './evidence-file-picker.tsx';
import { checkEvidenceFiles } from './evidence-file-checks.ts';
import { fileRefusalReason, isolatedName } from './file-refusal-reason.ts';
import type { PickedFile, PreparedFile } from './pick-evidence-files.ts';
import { evidenceTypeLabel } from '../../entities/evidence-type/evidence-type-label.ts';

const validateFields = schemaValidator(zAchievementForm);

function validate(values: AchievementFormValues): Record<string, string> {
  const errors = validateFields({
    ...values,
    durationMinutes: values.durationMinutes === '' ? Number.NaN : Number(values.durationMinutes),
    // null is refused by the schema with its "required" key.
    evidenceType: values.evidenceType as EvidenceType,
  });
  // A refused link is reported at its place (`links.2`), but the tags input shows `links`.
  for (const [field, message] of Object.entries(errors)) {
    if (field.startsWith('links.')) errors.links ??= message;
  }
  return errors;
}

function initialValues(row: AchievementRow | null): AchievementFormValues {
  return {
    description: row?.description ?? '',
    eventStartLocal: toLocalDateTime(row?.eventStartAt ?? new Date()),
    durationMinutes: row?.durationMinutes ?? 45,
    location: row?.location ?? '',
    criterionIds: row?.criterionIds ?? [],
    evidenceType: row?.evidenceType ?? null,
    links: row?.links ?? [],
  };
}

export interface AchievementFormProps {
  /** The achievement edited, or null for a new one. */
  row: AchievementRow | null;
  criteria: readonly Criterion[];
  onSaved?: () => void;
  onDone: () => void;
}

export function AchievementForm({ row, criteria, onSaved, onDone }: AchievementFormProps) {
  const { t, i18n } = useLingui();
  const { locale } = useLocale();
  const form = useForm<AchievementFormValues>({
    mode: 'controlled',
    initialValues: initialValues(row),
    validate,
  });
  const [kept, setKept] = useState(row?.files ?? []);
  const [picked, setPicked] = useState<PickedFile[]>([]);
  const [keepOriginal, setKeepOriginal] = useState(false);
  // One id for the new record and one per file for as long as the form is open: a save reported
  // failed may still land, and saving again must not make a second copy (docs/sync.md,
  // "The same write saved again").
  const [newId] = useState(() => uuidv7());
  const [draftOf] = useState(() => stableFileDrafts());
  // Photos are compressed as soon as they are picked, while the teacher fills in the rest,
  // so pressing Save only writes to the device.
  useEffect(() => {
    if (!keepOriginal) for (const { file } of picked) if (file) void compressImageOnce(file);
  }, [picked, keepOriginal]);

  const save = async (values: AchievementFormValues): Promise<boolean> => {
    // A HEIC photo still converting is waited for; one that could not be is named by the picker.
    const prepared = await Promise.all(picked.map(({ ready }) => ready));
    const ready = prepared.filter(
      (item): item is Extract<PreparedFile, { file: File }> => 'file' in item,
    );
    if (ready.length < prepared.length) return false;
    const newFiles = await Promise.all(
      ready.map(({ file }) => (keepOriginal ? file : compressImageOnce(file))),
    );
    const problem = checkEvidenceFiles([
      ...kept.map((file) => ({ name: file.name, type: file.mimeType, size: file.size })),
      ...newFiles,
    ]);
    if (problem?.name !== undefined) {
      const name = isolatedName(problem.name);
      const reason = fileRefusalReason({ reason: problem.key, params: problem.params });
      notifyText(toastKindForKey(problem.key), t`${name} cannot be saved: ${reason}`);
      return false;
    }
    if (problem) {
      notifyKey(problem.key, problem.params);
      return false;
    }
    const input = {
      description: values.description,
      eventStartAt: fromLocalDateTime(values.eventStartLocal),
      durationMinutes: Number(values.durationMinutes),
      location: values.location,
      criterionIds: values.criterionIds,
      evidenceType: values.evidenceType ?? 'other',
      links: values.links,
      keptFiles: kept,
      newFiles: newFiles.map(draftOf),
    };
    if (row) await updateAchievement(row.id, input);
    else await createAchievement(newId, input);
    return true;
  };

  return (
    <SaveForm
      form={form}
      onSave={save}
      onSaved={(startedAt) => {
        void announceSaved(startedAt);
        if (!row) announceEvidenceSaved();
        onSaved?.();
      }}
      onDone={onDone}
    >
      <LimitedTextarea
        label={t`Description`}
        // The drawer opens here, not on ✕: what a keyboard user types at once is kept.
        data-autofocus
        required
        autosize
        minRows={3}
        maxRows={12}
        maxChars={achievementLimits.descriptionMax}
        {...form.getInputProps('description')}
        value={form.values.description}
      />
      <DateTimeField
        label={t`Start date and time`}
        required
        {...form.getInputProps('eventStartLocal')}
      />
      <Group grow align="flex-start" gap="sm">
        <NumberInput
          label={t`Duration (minutes)`}
          required
          min={1}
          max={10_080}
          allowDecimal={false}
          {...form.getInputProps('durationMinutes')}
        />
        <TextInput label={t`Location`} {...form.getInputProps('location')} />
      </Group>
      <MultiSelect
        label={t`Criteria`}
        required
        searchable
        data={criteria.map((criterion) => ({
          value: criterion.id,
          label: criterionName(criterion, locale),
        }))}
        comboboxProps={{ withinPortal: true }}
        {...form.getInputProps('criterionIds')}
      />
      <Select
        label={t`Evidence type`}
        required
        data={evidenceTypes.map((type) => ({
          value: type,
          label: i18n._(evidenceTypeLabel[type]),
        }))}
        {...form.getInputProps('evidenceType')}
      />
      <TagsInput
        label={t`Links`}
        description={t`Paste a link and press Enter.`}
        dir="ltr"
        {...form.getInputProps('links')}
      />
      <EvidenceFilePicker
        kept={kept}
        picked={picked}
        keepOriginal={keepOriginal}
        onKeptChange={setKept}
        onPickedChange={setPicked}
        onKeepOriginalChange={setKeepOriginal}
      />
    </SaveForm>
  );
}

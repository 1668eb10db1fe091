import { Trans, useLingui } from '@lingui/react/macro';
import {
  ActionIcon,
  Button,
  Card,
  Group,
  Modal,
  NumberInput,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';

import {
  criteriaSetLimits,
  type CriteriaSet,
  type CriteriaSetItemInput,
} from '../../../contract/job-models.ts';
import { jobModelLabel } from '../../entities/job-model/job-model-label.ts';
import { useAsyncAction } from '../../lib/forms/use-async-action.ts';
import { numberFormat } from '../../lib/format/intl-formatters.ts';
import { useLocale } from '../../lib/i18n/use-locale.ts';
import { notifyKey } from '../../lib/notify/notify.ts';

import { saveCriteriaSet } from './admin-api.ts';

/** A row being edited; `key` tells rows apart before they have an id. */
type Row = CriteriaSetItemInput & { key: string };

const rowsOf = (set: CriteriaSet | undefined, keepIds: boolean): Row[] =>
  (set?.criteria ?? []).map((criterion) => ({
    key: criterion.id,
    ...(keepIds && { id: criterion.id }),
    nameEn: criterion.nameEn,
    nameAr: criterion.nameAr,
    weight: criterion.weight,
  }));

/** Writes one job model's set: rows in order, names in both languages, weights summing to 100. */
export function CriteriaSetModal(props: {
  set: CriteriaSet | null;
  teacherSet: CriteriaSet | undefined;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t, i18n } = useLingui();
  const { locale } = useLocale();
  const [rows, setRows] = useState<Row[]>(() => rowsOf(props.set ?? undefined, true));
  const total = rows.reduce((sum, row) => sum + (Number.isFinite(row.weight) ? row.weight : 0), 0);
  const totalText = numberFormat(locale).format(total);
  const hundred = numberFormat(locale).format(criteriaSetLimits.totalWeight);
  const complete =
    rows.length > 0 &&
    total === criteriaSetLimits.totalWeight &&
    rows.every((row) => row.nameEn.trim() && row.nameAr.trim() && row.weight > 0);
  const { set } = props;
  const { busy, run } = useAsyncAction(async () => {
    if (!set) return;
    await saveCriteriaSet(set.jobModel, {
      criteria: rows.map(({ key: _key, ...item }) => item),
    });
    notifyKey('criteria.success.setSaved');
    props.onSaved();
  });
  const change = (key: string, fields: Partial<Row>) =>
    setRows((current) => current.map((row) => (row.key === key ? { ...row, ...fields } : row)));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void run();
  };
  const title = set ? i18n._(jobModelLabel[set.jobModel]) : '';
  return (
    <Modal
      opened={set !== null}
      onClose={props.onClose}
      title={<Trans>Criteria of {title}</Trans>}
      size="lg"
      fullScreen={false}
    >
      <form onSubmit={submit}>
        <Stack gap="sm">
          {/* Kept above the rows, so it stays in sight while a weight is typed on a phone. */}
          <Text
            fz="sm"
            fw={600}
            c={total === criteriaSetLimits.totalWeight ? 'teal' : 'red'}
            role="status"
          >
            <Trans>
              Total weight: {totalText} of {hundred}
            </Trans>
          </Text>
          {rows.length === 0 && props.teacherSet && set?.jobModel !== 'teacher' && (
            <Button variant="light" onClick={() => setRows(rowsOf(props.teacherSet, false))}>
              <Trans>Start from the teacher’s set</Trans>
            </Button>
          )}
          {rows.map((row, index) => {
            const number = numberFormat(locale).format(index + 1);
            return (
              <Card key={row.key} withBorder padding="xs">
                <Stack gap={6}>
                  <Group justify="space-between">
                    <Text fz="sm" fw={600}>
                      <Trans>Criterion {number}</Trans>
                    </Text>
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      aria-label={t`Remove criterion ${number}`}
                      onClick={() =>
                        setRows((current) => current.filter((entry) => entry.key !== row.key))
                      }
                    >
                      <IconTrash size={16} aria-hidden />
                    </ActionIcon>
                  </Group>
                  <TextInput
                    label={t`Name in Arabic`}
                    dir="rtl"
                    required
                    maxLength={criteriaSetLimits.nameMax}
                    value={row.nameAr}
                    onChange={(event) => change(row.key, { nameAr: event.currentTarget.value })}
                  />
                  <TextInput
                    label={t`Name in English`}
                    dir="ltr"
                    required
                    maxLength={criteriaSetLimits.nameMax}
                    value={row.nameEn}
                    onChange={(event) => change(row.key, { nameEn: event.currentTarget.value })}
                  />
                  <NumberInput
                    label={t`Weight`}
                    min={1}
                    max={criteriaSetLimits.totalWeight}
                    allowDecimal={false}
                    required
                    value={row.weight}
                    onChange={(value) => change(row.key, { weight: Number(value) })}
                  />
                </Stack>
              </Card>
            );
          })}
          {rows.length < criteriaSetLimits.criteriaMax && (
            <Button
              variant="default"
              onClick={() =>
                setRows((current) => [
                  ...current,
                  { key: crypto.randomUUID(), nameEn: '', nameAr: '', weight: 0 },
                ])
              }
            >
              <Trans>Add a criterion</Trans>
            </Button>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={props.onClose}>
              <Trans>Cancel</Trans>
            </Button>
            <Button type="submit" loading={busy} disabled={!complete}>
              <Trans>Save</Trans>
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

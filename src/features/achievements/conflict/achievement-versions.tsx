import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, SimpleGrid, Text, Title } from '@mantine/core';
import { useLiveQuery } from '../../../lib/live-data/use-live-query.ts';
import { useId, type ReactNode } from 'react';

import { ClampedText } from '../../../components/limited-text/clamped-text.tsx';
import { criterionName } from '../../../entities/criteria/criterion-name.ts';
import { criteriaTable } from '../../../entities/criteria/criteria-table.ts';
import { evidenceTypeLabel } from '../../../entities/evidence-type/evidence-type-label.ts';
import { formatDateTime } from '../../../lib/format/format-date.ts';
import { useLocale } from '../../../lib/i18n/use-locale.ts';
import { useUserDb } from '../../../lib/session/use-user-db.ts';

import type { AchievementRow } from '../achievement-row.ts';

import classes from './achievement-versions.module.css';
import { changedFields, comparedFields, type ComparedField } from './changed-fields.ts';
import { fieldLabel } from './field-label.ts';

export interface AchievementVersionsProps {
  /** The copy on this device, with the change the server refused. */
  mine: AchievementRow;
  /** The server's copy, saved from another device meanwhile. */
  saved: AchievementRow;
}

/**
 * A conflict's two versions side by side (stacked on a phone), showing only the fields they
 * disagree on, marked in both, long text clamped with "Show more", so "keep mine" or "use the
 * saved one" is never a blind choice (docs/sync.md, "Conflicts").
 */
export function AchievementVersions({ mine, saved }: AchievementVersionsProps) {
  const { t } = useLingui();
  const { locale } = useLocale();
  const db = useUserDb();
  const criteria = useLiveQuery(() => criteriaTable(db).toArray(), [db]);
  const criterionNames = new Map(
    (criteria ?? []).map((criterion) => [criterion.id, criterionName(criterion, locale)]),
  );
  const changed = changedFields(mine, saved);
  const savedAt = formatDateTime(saved.updatedAt, locale);
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
      <Version
        row={mine}
        changed={changed}
        criterionNames={criterionNames}
        title={t`Your version on this device`}
      />
      <Version
        row={saved}
        changed={changed}
        criterionNames={criterionNames}
        title={t`The saved version`}
        note={<Trans>Saved from another device, {savedAt}</Trans>}
      />
    </SimpleGrid>
  );
}

interface VersionProps {
  row: AchievementRow;
  changed: ReadonlySet<ComparedField>;
  criterionNames: ReadonlyMap<string, string>;
  title: string;
  note?: ReactNode;
}

function Version({ row, changed, criterionNames, title, note }: VersionProps) {
  const { i18n } = useLingui();
  const titleId = useId();
  const shown = comparedFields.filter((field) => changed.has(field));
  return (
    <section aria-labelledby={titleId} className={classes.version}>
      <Title order={3} fz="sm" id={titleId}>
        {title}
      </Title>
      {note && (
        <Text fz="xs" c="dimmed" mb={6}>
          {note}
        </Text>
      )}
      <dl className={classes.fields}>
        {shown.map((field) => (
          <div key={field} className={classes.field} data-changed>
            <dt className={classes.label}>
              {i18n._(fieldLabel[field])}
              <Badge size="xs" color="yellow" variant="filled" autoContrast>
                <Trans>Changed</Trans>
              </Badge>
            </dt>
            <dd className={classes.value} dir="auto">
              <ClampedText size="sm">
                <FieldValue row={row} field={field} criterionNames={criterionNames} />
              </ClampedText>
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

interface FieldValueProps {
  row: AchievementRow;
  field: ComparedField;
  criterionNames: ReadonlyMap<string, string>;
}

function FieldValue({ row, field, criterionNames }: FieldValueProps) {
  const { t, i18n } = useLingui();
  const { locale } = useLocale();
  const none = t`None`;
  switch (field) {
    case 'description':
      return row.description;
    case 'date':
      return formatDateTime(row.eventStartAt, locale);
    case 'duration': {
      const duration = row.durationMinutes;
      return t`${duration} min`;
    }
    case 'location':
      return row.location || none;
    case 'criteria':
      return row.criterionIds
        .map((id) => criterionNames.get(id) ?? t`Unknown criterion`)
        .join('\n');
    case 'type':
      return i18n._(evidenceTypeLabel[row.evidenceType]);
    case 'files':
      return row.files.length > 0 ? row.files.map((file) => file.name).join('\n') : none;
    case 'links':
      return row.links.length > 0 ? row.links.join('\n') : none;
  }
}

import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Collapse, Group, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconChevronDown } from '@tabler/icons-react';
import { useId, useState } from 'react';

import { intlLocale } from '../../../../contract/intl-locale.ts';
import { useLocale } from '../../../lib/i18n/use-locale.ts';

import type { AchievementRow } from '../achievement-row.ts';

import { AchievementVersions } from './achievement-versions.tsx';
import { changedFields } from './changed-fields.ts';
import { fieldLabel } from './field-label.ts';

export interface ConflictNoticeProps {
  mine: AchievementRow;
  saved: AchievementRow;
  onKeepMine: () => void;
  onUseSaved: () => void;
}

/**
 * A conflict in a few lines: which achievement, what changed, both choices, then the two
 * versions behind "Compare", open at once on a wide screen and folded on a phone, where they
 * stood a screen tall above the choices (docs/sync.md, "Conflicts").
 */
export function ConflictNotice({ mine, saved, onKeepMine, onUseSaved }: ConflictNoticeProps) {
  const { t, i18n } = useLingui();
  const { locale } = useLocale();
  const wide = useMediaQuery('(min-width: 48em)', false, { getInitialValueInEffect: false });
  const [comparing, setComparing] = useState<boolean | null>(null);
  const open = comparing ?? wide;
  const comparisonId = useId();
  const changed = new Intl.ListFormat(intlLocale(locale), { type: 'conjunction' }).format(
    [...changedFields(mine, saved)].map((field) => i18n._(fieldLabel[field])),
  );
  return (
    <Stack gap={6}>
      <Text fw={600} fz="sm" dir="auto" lineClamp={2}>
        {mine.description}
      </Text>
      <Text fz="sm">
        {t`This piece of evidence was also changed on another device while your change waited. Choose which version to keep.`}
      </Text>
      <Text fz="sm" fw={500}>
        <Trans>Changed: {changed}</Trans>
      </Text>
      <Group gap="xs">
        <Button size="xs" onClick={onKeepMine}>
          <Trans>Keep my version</Trans>
        </Button>
        <Button size="xs" variant="light" onClick={onUseSaved}>
          <Trans>Use the saved version</Trans>
        </Button>
        <Button
          size="xs"
          variant="subtle"
          aria-expanded={open}
          aria-controls={comparisonId}
          onClick={() => setComparing(!open)}
          rightSection={
            <IconChevronDown
              size={14}
              aria-hidden
              style={{ transform: open ? 'rotate(180deg)' : undefined }}
            />
          }
        >
          <Trans>Compare the two versions</Trans>
        </Button>
      </Group>
      <Collapse expanded={open} id={comparisonId}>
        <AchievementVersions mine={mine} saved={saved} />
      </Collapse>
    </Stack>
  );
}

import { useLingui } from '@lingui/react/macro';
import { Drawer } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';

import type { Criterion } from '../../../contract/achievements.ts';
import { useFocusBackWhenMountedOpen } from '../../components/use-focus-back-when-mounted-open.ts';

import { AchievementForm } from './achievement-form.tsx';
import type { AchievementRow } from './achievement-row.ts';

export interface AchievementFormDrawerProps {
  opened: boolean;
  row: AchievementRow | null;
  criteria: readonly Criterion[];
  /** After a save, before the drawer closes. */
  onSaved?: () => void;
  onClose: () => void;
}

/**
 * Full height on a phone, a side panel on wider screens. Its code may arrive after "New
 * evidence" was pressed, the drawer then drawn already open: it still gives the focus back.
 */
export function AchievementFormDrawer({
  opened,
  row,
  criteria,
  onSaved,
  onClose,
}: AchievementFormDrawerProps) {
  const { t } = useLingui();
  const isPhone = useMediaQuery('(max-width: 40em)');
  useFocusBackWhenMountedOpen(opened);
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="right"
      size={isPhone ? '100%' : 'lg'}
      title={row ? t`Edit evidence` : t`New evidence`}
      closeButtonProps={{ 'aria-label': t`Close` }}
      // Save, at the end of the form, stays above an iPhone's home indicator.
      styles={{
        body: { paddingBottom: 'calc(var(--mantine-spacing-md) + env(safe-area-inset-bottom))' },
      }}
    >
      {opened && (
        <AchievementForm
          key={row?.id ?? 'new'}
          row={row}
          criteria={criteria}
          onSaved={onSaved}
          onDone={onClose}
        />
      )}
    </Drawer>
  );
}

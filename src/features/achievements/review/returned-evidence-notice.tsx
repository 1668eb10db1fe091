import { Plural, Trans } from '@lingui/react/macro';
import { Alert, Button, Group, Text } from '@mantine/core';
import { IconArrowBackUp } from '@tabler/icons-react';

import type { AchievementRow } from '../achievement-row.ts';

export interface ReturnedEvidenceNoticeProps {
  rows: readonly AchievementRow[];
  /** The list shows only returned evidence. */
  showingReturned: boolean;
  onShowReturned: (show: boolean) => void;
}

/** Tells the teacher that a principal returned evidence, and narrows the list to it. */
export function ReturnedEvidenceNotice({
  rows,
  showingReturned,
  onShowReturned,
}: ReturnedEvidenceNoticeProps) {
  const returned = rows.filter(
    (row) => row.reviewStatus === 'returned' && !row.deletedLocally,
  ).length;
  if (returned === 0 && !showingReturned) return null;
  return (
    <Alert color="orange" variant="light" icon={<IconArrowBackUp size={18} aria-hidden />}>
      <Group justify="space-between" gap="xs">
        <Text fz="sm">
          {returned === 0 ? (
            <Trans>All returned evidence has been sent back for review.</Trans>
          ) : (
            <Plural
              value={returned}
              one="Your principal returned # piece of evidence with comments."
              other="Your principal returned # pieces of evidence with comments."
            />
          )}
        </Text>
        <Button
          size="xs"
          variant="light"
          color="orange"
          onClick={() => onShowReturned(!showingReturned)}
        >
          {showingReturned ? <Trans>Show all evidence</Trans> : <Trans>Show them</Trans>}
        </Button>
      </Group>
    </Alert>
  );
}

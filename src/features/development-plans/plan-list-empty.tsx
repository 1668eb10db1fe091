import { Trans } from '@lingui/react/macro';
import { Button } from '@mantine/core';
import { IconFilterOff, IconPlus, IconTargetArrow } from '@tabler/icons-react';
import type { ReactNode } from 'react';

import { EmptyState } from '../../components/empty-state.tsx';

interface PlanListEmptyProps {
  /** Plans exist, but none has the chosen status. */
  filtered: boolean;
  onShowAll: () => void;
  /** The screen's own create action ("New plan", "Assign a plan"); absent if it has none. */
  create?: { label: ReactNode; start: () => void };
}

/** An empty list of development plans: what a plan is for and how to start one. */
export function PlanListEmpty({ filtered, onShowAll, create }: PlanListEmptyProps) {
  if (filtered) {
    return (
      <EmptyState
        icon={<IconFilterOff size={28} />}
        title={<Trans>No plans with this status</Trans>}
        action={
          <Button variant="light" onClick={onShowAll}>
            <Trans>Show all plans</Trans>
          </Button>
        }
      />
    );
  }
  return (
    <EmptyState
      icon={<IconTargetArrow size={28} />}
      title={<Trans>No development plans yet</Trans>}
      action={
        create && (
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={create.start}>
            {create.label}
          </Button>
        )
      }
    >
      <Trans>
        A plan sets goals for the year against the performance criteria; the evidence linked to each
        goal shows the progress.
      </Trans>
    </EmptyState>
  );
}

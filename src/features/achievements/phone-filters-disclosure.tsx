import { Plural, Trans } from '@lingui/react/macro';
import { Card, Collapse, Loader, Text, UnstyledButton } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconAdjustmentsHorizontal, IconChevronDown } from '@tabler/icons-react';
import { Suspense, useId, useState, type ReactNode } from 'react';

import { LazyPartBoundary } from '../../components/lazy-part-boundary/lazy-part-boundary.tsx';
import classes from './phone-summary-line.module.css';

export interface PhoneFiltersDisclosureProps {
  /** How many filters (the search included) narrow the list now. */
  activeCount: number;
  /** The filter bar; on a phone it may suspend while its code loads. */
  children: ReactNode;
}

/**
 * On a phone the search and filters fold into one line that opens, as the coverage does, so
 * the first piece of evidence shows on the first screen; the line says how many are on, so a
 * folded filter is never forgotten. Wider screens show the bar as it is.
 */
export function PhoneFiltersDisclosure({ activeCount, children }: PhoneFiltersDisclosureProps) {
  const isPhone = useMediaQuery('(max-width: 40em)', false, { getInitialValueInEffect: false });
  const [opened, setOpened] = useState(false);
  // The bar is drawn the first time it opens, not while the screen shows its first rows
  // (docs/achievements-at-scale.md); it stays once drawn, so its fields keep what was typed.
  const [drawn, setDrawn] = useState(false);
  const barId = useId();
  if (!isPhone) return children;
  return (
    <Card withBorder padding="xs">
      <h2 className={classes.summaryHeading}>
        <UnstyledButton
          className={classes.summary}
          aria-expanded={opened}
          aria-controls={barId}
          onClick={() => {
            setDrawn(true);
            setOpened((open) => !open);
          }}
        >
          <IconAdjustmentsHorizontal size={18} aria-hidden />
          <Text fz="sm" fw={600} component="span">
            <Trans>Search and filters</Trans>
          </Text>
          <Text fz="sm" c="dimmed" component="span" className={classes.summaryText}>
            {activeCount > 0 && (
              <Plural value={activeCount} one="# filter on" other="# filters on" />
            )}
          </Text>
          <IconChevronDown size={18} aria-hidden className={classes.chevron} />
        </UnstyledButton>
      </h2>
      <Collapse expanded={opened}>
        <div id={barId} className={classes.phoneList}>
          {drawn && (
            <LazyPartBoundary>
              <Suspense fallback={<Loader size="sm" />}>{children}</Suspense>
            </LazyPartBoundary>
          )}
        </div>
      </Collapse>
    </Card>
  );
}

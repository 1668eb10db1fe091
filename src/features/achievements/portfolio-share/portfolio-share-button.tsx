import { Trans } from '@lingui/react/macro';
import { Button } from '@mantine/core';
import { IconShare } from '@tabler/icons-react';
import { lazy, useState } from 'react';

import { schoolYearAt } from '../../../../contract/school-year.ts';
import { MountWhenFirstOpened } from '../../../components/mount-when-first-opened/mount-when-first-opened.tsx';
import { withCatalogs } from '../../../lib/i18n/i18n.ts';

// The dialog's code (its form, the links list) is loaded the first time it is opened, not
// with the screen's first rows (docs/achievements-at-scale.md).
const PortfolioShareDialog = lazy(
  withCatalogs(['achievements', 'components', 'entities'], async () => ({
    default: (await import('./portfolio-share-dialog.tsx')).PortfolioShareDialog,
  })),
);

/** "Share portfolio": opens the links of this school year's portfolio, the caller's or `userId`'s. */
export function PortfolioShareButton({ userId }: { userId?: string }) {
  const [opened, setOpened] = useState(false);
  const owner = { userId, year: schoolYearAt(new Date()).startYear };
  return (
    <>
      <Button
        variant="default"
        leftSection={<IconShare size={16} aria-hidden />}
        onClick={() => setOpened(true)}
      >
        <Trans>Share portfolio</Trans>
      </Button>
      <MountWhenFirstOpened opened={opened}>
        {(drawnOpen) => (
          <PortfolioShareDialog opened={drawnOpen} onClose={() => setOpened(false)} owner={owner} />
        )}
      </MountWhenFirstOpened>
    </>
  );
}

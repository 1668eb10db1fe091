import { Trans } from '@lingui/react/macro';
import { Button } from '@mantine/core';
import { IconShare } from '@tabler/icons-react';
import { useState } from 'react';

import { schoolYearAt } from '../../../../contract/school-year.ts';

import { PortfolioShareDialog } from './portfolio-share-dialog.tsx';

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
      <PortfolioShareDialog opened={opened} onClose={() => setOpened(false)} owner={owner} />
    </>
  );
}

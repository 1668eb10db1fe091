import { Trans } from '@lingui/react/macro';
import { Button } from '@mantine/core';
import { IconFileTypePdf } from '@tabler/icons-react';

import { usePortfolioDownload } from './use-portfolio-download.ts';

/** "Download portfolio (PDF)": the file the server makes, photos and cover included. */
export function PortfolioDownloadButton({
  ownerName,
  userId,
}: {
  ownerName: string;
  userId?: string;
}) {
  const { download, downloading } = usePortfolioDownload(ownerName, userId);
  return (
    <Button
      variant="default"
      leftSection={<IconFileTypePdf size={16} aria-hidden />}
      loading={downloading}
      onClick={() => void download()}
    >
      <Trans>Download portfolio (PDF)</Trans>
    </Button>
  );
}

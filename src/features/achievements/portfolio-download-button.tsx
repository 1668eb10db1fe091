import { Trans } from '@lingui/react/macro';
import { Button, Menu } from '@mantine/core';
import { IconChevronDown, IconFileTypePdf } from '@tabler/icons-react';

import { EscapableMenu } from '../../components/escapable-menu/escapable-menu.tsx';

import { usePortfolioDownload } from './use-portfolio-download.ts';

/**
 * "Download portfolio (PDF)": the file the server makes, photos and cover included, with all
 * the evidence (each marked accepted, returned or awaiting review) or the accepted only.
 */
export function PortfolioDownloadButton({
  ownerName,
  userId,
}: {
  ownerName: string;
  userId?: string;
}) {
  const { download, downloading } = usePortfolioDownload(ownerName, userId);
  return (
    <EscapableMenu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button
          variant="default"
          leftSection={<IconFileTypePdf size={16} aria-hidden />}
          rightSection={<IconChevronDown size={14} aria-hidden />}
          loading={downloading}
        >
          <Trans>Download portfolio (PDF)</Trans>
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item onClick={() => void download(false)}>
          <Trans>All evidence, with its review status</Trans>
        </Menu.Item>
        <Menu.Item onClick={() => void download(true)}>
          <Trans>Accepted evidence only</Trans>
        </Menu.Item>
      </Menu.Dropdown>
    </EscapableMenu>
  );
}

import { Trans } from '@lingui/react/macro';
import { Button, Menu } from '@mantine/core';

import { useOpenAfterMount } from '../../components/mount-when-first-opened/use-open-after-mount.ts';

import { portfolioDownloadLook } from './portfolio-download-look.tsx';
import { usePortfolioDownload } from './use-portfolio-download.ts';

/**
 * The portfolio's download menu: the file the server makes, photos and cover included, with
 * all the evidence (each marked accepted, returned or awaiting review) or the accepted only.
 */
export function PortfolioDownloadMenu({
  ownerName,
  userId,
  openAtOnce = false,
}: {
  ownerName: string;
  userId?: string;
  /** Open at once: the button mounts the menu when the user first asks for it. */
  openAtOnce?: boolean;
}) {
  const { download, downloading } = usePortfolioDownload(ownerName, userId);
  const { opened, setOpened, targetRef } = useOpenAfterMount<HTMLButtonElement>(openAtOnce);
  return (
    <Menu position="bottom-end" withinPortal opened={opened} onChange={setOpened}>
      <Menu.Target>
        <Button ref={targetRef} {...portfolioDownloadLook(downloading)} />
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item onClick={() => void download(false)}>
          <Trans>All evidence, with its review status</Trans>
        </Menu.Item>
        <Menu.Item onClick={() => void download(true)}>
          <Trans>Accepted evidence only</Trans>
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}

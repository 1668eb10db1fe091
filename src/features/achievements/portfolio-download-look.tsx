import { Trans } from '@lingui/react/macro';
import type { ButtonProps } from '@mantine/core';
import { IconChevronDown, IconFileTypePdf } from '@tabler/icons-react';
import type { ReactNode } from 'react';

/**
 * How "Download portfolio (PDF)" looks, the same before its menu has loaded and after, so
 * nothing moves when the menu replaces the plain button.
 */
export function portfolioDownloadLook(downloading: boolean): ButtonProps & { children: ReactNode } {
  return {
    variant: 'default',
    leftSection: <IconFileTypePdf size={16} aria-hidden />,
    rightSection: <IconChevronDown size={14} aria-hidden />,
    loading: downloading,
    children: <Trans>Download portfolio (PDF)</Trans>,
  };
}

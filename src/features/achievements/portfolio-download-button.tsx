import { Button } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';

import { LazyPartBoundary } from '../../components/lazy-part-boundary/lazy-part-boundary.tsx';
import { withCatalogs } from '../../lib/i18n/i18n.ts';

import { portfolioDownloadLook } from './portfolio-download-look.tsx';

const loadDownloadMenu = withCatalogs(
  ['achievements', 'components', 'entities'],
  () => import('./portfolio-download-menu.tsx'),
);
/** Loads the menu ahead of the click; a failure is shown by the boundary once it is wanted. */
function preloadDownloadMenu(): void {
  loadDownloadMenu().catch(() => undefined);
}
const PortfolioDownloadMenu = lazy(() =>
  loadDownloadMenu().then((module) => ({ default: module.PortfolioDownloadMenu })),
);

/**
 * "Download portfolio (PDF)". Its menu (Mantine's Menu brings floating-ui, a focus trap and its
 * item kinds: five files an evidence screen would otherwise load and draw before its first
 * rows) loads when the user reaches for the button and opens at once, as the account menu does
 * (docs/achievements-at-scale.md).
 */
export function PortfolioDownloadButton({
  ownerName,
  userId,
}: {
  ownerName: string;
  userId?: string;
}) {
  const [wanted, setWanted] = useState(false);
  const button = (
    <Button
      {...portfolioDownloadLook(false)}
      aria-haspopup="menu"
      aria-expanded={false}
      onClick={() => setWanted(true)}
      onPointerEnter={preloadDownloadMenu}
      onFocus={preloadDownloadMenu}
    />
  );
  if (!wanted) return button;
  return (
    <LazyPartBoundary fallback={button}>
      <Suspense fallback={button}>
        <PortfolioDownloadMenu
          ownerName={ownerName}
          openAtOnce
          {...(userId !== undefined && { userId })}
        />
      </Suspense>
    </LazyPartBoundary>
  );
}

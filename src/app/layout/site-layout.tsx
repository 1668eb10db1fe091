import { Trans } from '@lingui/react/macro';
import { lazy, Suspense, useRef, type ReactNode } from 'react';

import { LazyPartBoundary } from '../../components/lazy-part-boundary/lazy-part-boundary.tsx';
import { withCatalogs } from '../../lib/i18n/i18n.ts';
import { useKeyboardFocusKeptClear } from '../../lib/navigation/use-keyboard-focus-kept-clear.ts';
import { useSession } from '../../lib/session/session-store.ts';

import { Footer } from './footer.tsx';
import { Navbar } from './navbar.tsx';
import classes from './site-layout.module.css';

// Like the navbar's signed-in controls, only once someone signs in.
const BottomBar = lazy(withCatalogs(['app', 'entities'], () => import('./bottom-bar.tsx')));

export function SiteLayout({ children }: { children: ReactNode }) {
  const role = useSession()?.user.role ?? null;
  const page = useRef<HTMLDivElement>(null);
  useKeyboardFocusKeptClear(page);
  return (
    <div ref={page} className={classes.page}>
      <a href="#main" className={classes.skipLink}>
        <Trans>Skip to content</Trans>
      </a>
      <Navbar />
      <main id="main" className={classes.main}>
        {children}
      </main>
      <Footer />
      {role && (
        <LazyPartBoundary>
          <Suspense fallback={null}>
            <BottomBar role={role} />
          </Suspense>
        </LazyPartBoundary>
      )}
    </div>
  );
}

import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';

import { Footer } from './footer.tsx';
import { Navbar } from './navbar.tsx';
import classes from './site-layout.module.css';

export function SiteLayout({ children }: { children: ReactNode }) {
  return (
    <div className={classes.page}>
      <a href="#main" className={classes.skipLink}>
        <Trans>Skip to content</Trans>
      </a>
      <Navbar />
      <main id="main" className={classes.main}>
        {children}
      </main>
      <Footer />
    </div>
  );
}

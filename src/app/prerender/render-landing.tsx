import { StrictMode, type ReactNode } from 'react';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';

import type { Locale } from '../../../contract/constants.ts';
import { heroLead } from '../../features/landing/hero-section.tsx';
import { i18n, loadLocale } from '../../lib/i18n/i18n.ts';
import { App } from '../app.tsx';
import { routeDocumentTitle } from '../routes/guarded-route.tsx';
import { preloadScreenFor } from '../routes/route-screens.tsx';
import { routeTable } from '../routes/route-table.ts';

export interface RenderedLanding {
  /** The markup that goes inside `#root`. */
  html: string;
  title: string;
  description: string;
}

const landingPath = '/';

function AtLanding({ children }: { children: ReactNode }) {
  return <StaticRouter location={landingPath}>{children}</StaticRouter>;
}

/**
 * The landing page as the app renders it for a signed-out visitor, run at build time (see
 * scripts/vite/prerender-landing.ts). The tree is the one `src/main.tsx` hydrates, so the
 * two must stay in step: same providers, same `StrictMode`.
 */
export async function renderLanding(locale: Locale): Promise<RenderedLanding> {
  await loadLocale(locale);
  await preloadScreenFor(landingPath);
  const route = routeTable.find(({ path }) => path === landingPath);
  if (!route) throw new Error('The route table has no landing page.');
  const errors: unknown[] = [];
  const { prelude } = await prerender(
    <StrictMode>
      <App Router={AtLanding} />
    </StrictMode>,
    {
      onError: (error) => void errors.push(error),
      // React moves a large Suspense boundary out of line behind its fallback and an inline
      // script; a page served whole, and readable without scripts, keeps everything in place.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
    },
  );
  if (errors.length > 0) {
    throw new AggregateError(errors, `Pre-rendering the ${locale} landing page failed.`);
  }
  return {
    html: await new Response(prelude).text(),
    title: routeDocumentTitle((message) => i18n._(message), route),
    description: i18n._(heroLead),
  };
}

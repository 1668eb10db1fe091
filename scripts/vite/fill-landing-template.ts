export interface LandingPage {
  locale: string;
  direction: 'ltr' | 'rtl';
  /** Markup for inside `#root`. */
  html: string;
  title: string;
  description: string;
  /** The install manifest of the page's language. */
  manifestPath: string;
}

function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('"', '&quot;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;');
}

function replaceOnce(html: string, pattern: RegExp, replacement: string, what: string): string {
  if (!pattern.test(html)) throw new Error(`index.html has no ${what} to fill in.`);
  return html.replace(pattern, () => replacement);
}

/**
 * The built index.html with the landing page filled in: its language and direction, its
 * title and description, and its markup inside `#root`, marked with the language so the
 * app knows it may hydrate it.
 */
export function fillLandingTemplate(template: string, page: LandingPage): string {
  let html = replaceOnce(
    template,
    /<html\b[^>]*>/,
    // Mantine's colours hang on the scheme attribute: without scripts (boot.js sets it from
    // the stored or system theme) the page still paints in the light theme.
    `<html lang="${page.locale}" dir="${page.direction}" data-mantine-color-scheme="light">`,
    'html element',
  );
  html = replaceOnce(
    html,
    /<title>[^<]*<\/title>/,
    `<title>${escapeHtml(page.title)}</title>`,
    'title',
  );
  html = replaceOnce(
    html,
    /<meta\s+name="description"\s+content="[^"]*"\s*\/?>/,
    `<meta name="description" content="${escapeHtml(page.description)}" />`,
    'meta description',
  );
  // The manifest link is vite-plugin-pwa's, in a production build only.
  html = html.replace(
    /<link rel="manifest" href="[^"]*"/,
    () => `<link rel="manifest" href="${page.manifestPath}"`,
  );
  return replaceOnce(
    html,
    /<div id="root"><\/div>/,
    `<div id="root" data-prerendered="${page.locale}">${page.html}</div>`,
    'empty #root',
  );
}

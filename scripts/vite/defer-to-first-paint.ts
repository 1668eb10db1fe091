const stylesheetLink = /<link rel="stylesheet" crossorigin href="(\/[^"]+\.css)">/g;

/**
 * A pre-rendered page is readable as soon as its HTML and styles are in: on a slow network
 * each stylesheet in the head costs a round trip before the first paint, and scripts fetched
 * at high priority share the line with them. So the page's stylesheets go into one inline
 * `<style>` (in their order, so the cascade is the same) and each link stays, `disabled`:
 * never fetched nor applied, it tells the app's loader the rules are already here. Scripts
 * and module preloads are fetched at low priority: they only make the page interactive, and
 * the route preloads (a script that inserts a link per part) are left out.
 */
export function deferToFirstPaint(html: string, readStylesheet: (href: string) => string): string {
  const stylesheets = [...html.matchAll(stylesheetLink)].map((match) => match[1] ?? '');
  if (stylesheets.length === 0) throw new Error('The page links no stylesheet to inline.');
  const rules = stylesheets.map((href) => readStylesheet(href).trim()).join('\n');
  if (/<\/style/i.test(rules))
    throw new Error('A stylesheet cannot be inlined: it closes <style>.');
  let first = true;
  return (
    html
      .replace(stylesheetLink, (_link, href: string) => {
        const kept = `<link rel="stylesheet" crossorigin href="${href}" disabled>`;
        if (!first) return kept;
        first = false;
        return `<style>${rules}</style>\n    ${kept}`;
      })
      .replace(/<script type="module" /g, '<script type="module" fetchpriority="low" ')
      .replace(/<link rel="modulepreload" /g, '<link rel="modulepreload" fetchpriority="low" ')
      // The page is here already: the app finds its own parts when it starts.
      .replace(/\s*<script src="\/route-preloads\.js"><\/script>/, '')
  );
}

import { writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Lighthouse's reference page: a document with nothing to load or run, so its performance score
 * shows what the machine allows at that moment (bench/README.md, "How Lighthouse runs"). It is a
 * file of the build the server already serves, not a route of the server.
 */
export const trivialPagePath = '/bench-trivial.html';

/** The marker the bench checks to know the server answered the file, not another page. */
export const trivialPageHeading = 'Shawahid bench: a trivial page';

const html = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="description" content="A page with nothing to load or run." />
    <title>Trivial page</title>
  </head>
  <body>
    <h1>${trivialPageHeading}</h1>
    <p>A heading and a paragraph, no scripts, no stylesheets, no images.</p>
  </body>
</html>
`;

/** Writes the page into the built app's folder, where the server's static handler finds it. */
export function writeTrivialPage(staticDir) {
  writeFileSync(join(staticDir, trivialPagePath.slice(1)), html);
}

// `npm run i18n:check` runs this: fails on an Arabic message that writes a count before its
// noun without ICU plural (scripts/catalogs/counts-without-plural.ts says how it tells).
import { readFileSync } from 'node:fs';

import { bareCountsInCatalogue } from './counts-without-plural.ts';

const catalogues = ['src/locales/ar/messages.po', 'server/src/locales/ar/emails.po'];
const found = catalogues.flatMap((file) =>
  bareCountsInCatalogue(readFileSync(file, 'utf8')).map(
    (count) => `${file}: {${count.placeholder}} before “${count.noun}” in “${count.msgid}”`,
  ),
);
if (found.length > 0) {
  console.error(
    `Counts written without plural (use Lingui's plural, see docs/glossary.md):\n${found.join('\n')}`,
  );
  process.exit(1);
}

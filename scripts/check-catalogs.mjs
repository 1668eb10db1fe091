// Fails when a catalogue is out of date with the source (a string was added or
// changed without `npm run i18n:extract`), when any message lacks its Arabic, or when an Arabic
// message writes a count without plural.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

import PO from 'pofile';

const catalogues = [
  'src/locales/en/messages.po',
  'src/locales/ar/messages.po',
  'server/src/locales/en/emails.po',
  'server/src/locales/ar/emails.po',
];

function run(args) {
  const result = spawnSync('npx', args, { encoding: 'utf8' });
  if (result.status !== 0) {
    process.stdout.write(result.stdout);
    process.stderr.write(result.stderr);
  }
  return result.status === 0;
}

const before = catalogues.map((file) => readFileSync(file, 'utf8'));
if (!run(['lingui', 'extract', '--clean'])) process.exit(1);
const outdated = catalogues.filter((file, index) => readFileSync(file, 'utf8') !== before[index]);
if (outdated.length > 0) {
  console.error(`Catalogues were out of date and have been re-extracted: ${outdated.join(', ')}.`);
  console.error('Translate the new messages, then commit the catalogues.');
  process.exit(1);
}
// `compile --strict` fills a missing message from the fallback locale instead of failing.
const untranslated = catalogues
  .filter((file) => file.includes('/ar/'))
  .flatMap((file) =>
    PO.parse(readFileSync(file, 'utf8'))
      .items.filter((item) => item.msgstr.every((text) => text.trim() === ''))
      .map((item) => `${file}: ${item.msgid}`),
  );
if (untranslated.length > 0) {
  console.error(`Messages without Arabic:\n${untranslated.join('\n')}`);
  process.exit(1);
}
if (!run(['tsx', 'scripts/catalogs/check-counts-without-plural.ts'])) process.exit(1);
if (!run(['lingui', 'compile', '--strict'])) {
  console.error('Some messages have no Arabic translation (see above).');
  process.exit(1);
}
console.log('Catalogues are up to date and complete in every language.');

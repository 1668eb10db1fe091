// Fills empty Arabic entries of the catalogue from i18n-pending/*.json ({ "msgid": "msgstr" }),
// written by work done in parallel, then reports what is still missing. Run after i18n:extract.
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

import PO from 'pofile';

const pendingDir = 'i18n-pending';
const catalogPath = 'src/locales/ar/messages.po';

const translations = new Map();
const pendingFiles = existsSync(pendingDir) ? readdirSync(pendingDir) : [];
for (const file of pendingFiles.filter((name) => name.endsWith('.json'))) {
  for (const [id, text] of Object.entries(
    JSON.parse(readFileSync(join(pendingDir, file), 'utf8')),
  )) {
    translations.set(id, text);
  }
}

const catalog = PO.parse(readFileSync(catalogPath, 'utf8'));
let filled = 0;
const missing = [];
for (const item of catalog.items) {
  if (item.msgstr.some((text) => text !== '')) continue;
  const text = translations.get(item.msgid);
  if (text === undefined) missing.push(item.msgid);
  else {
    item.msgstr = [text];
    filled += 1;
  }
}
writeFileSync(catalogPath, catalog.toString());
console.log(`filled ${filled} Arabic messages; ${missing.length} still missing`);
for (const id of missing) console.log(`  missing: ${id}`);

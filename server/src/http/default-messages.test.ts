import { readdir, readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';

import { describe, expect, it } from 'vitest';

import { messageKeys, type MessageKey } from '../../../contract/message-keys.ts';
import { defaultMessageFor } from './default-messages.ts';

const serverFolder = fileURLToPath(new URL('../', import.meta.url));

/** Every failure or warning key the server's code names (its tests left out). */
async function keysTheServerSends(): Promise<MessageKey[]> {
  const known = new Set<string>(messageKeys);
  const found = new Set<MessageKey>();
  const files = await readdir(serverFolder, { recursive: true });
  for (const file of files) {
    if (!file.endsWith('.ts') || file.endsWith('.test.ts') || file.includes('testing/')) continue;
    const text = await readFile(`${serverFolder}${file}`, 'utf8');
    for (const [, key] of text.matchAll(/'([a-zA-Z]+\.(?:failed|error|warning)\.[a-zA-Z]+)'/g)) {
      if (key && known.has(key)) found.add(key as MessageKey);
    }
  }
  return [...found].sort();
}

describe('the message of a failure', () => {
  it('is a sentence, never the bare key, for every key the server can answer with', async () => {
    const keys = await keysTheServerSends();
    expect(keys.length).toBeGreaterThan(50);
    const bare = keys.filter((key) => defaultMessageFor(key) === key);
    expect(bare).toEqual([]);
  });
});

// @vitest-environment node
import { describe, expect, it } from 'vitest';

import { localFileDraft } from './local-file-draft.ts';

describe('localFileDraft', () => {
  it('gives each picked file its own UUIDv7 the body can refer to', () => {
    const blob = new Blob(['x'], { type: 'image/png' });
    const first = localFileDraft(blob, 'a.png');
    const second = localFileDraft(blob, 'a.png');
    expect(first).toMatchObject({ blob, name: 'a.png' });
    expect(first.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7/);
    expect(second.id).not.toBe(first.id);
  });
});

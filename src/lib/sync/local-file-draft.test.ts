// @vitest-environment node
import { describe, expect, it } from 'vitest';

import { localFileDraft, stableFileDrafts } from './local-file-draft.ts';

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

describe('stableFileDrafts', () => {
  it('keeps one id per file across saves, and gives another file another id', () => {
    const draftOf = stableFileDrafts();
    const photo = new File(['x'], 'board.jpg', { type: 'image/jpeg' });
    const other = new File(['x'], 'board.jpg', { type: 'image/jpeg' });
    expect(draftOf(photo)).toEqual(draftOf(photo));
    expect(draftOf(photo)).toMatchObject({ blob: photo, name: 'board.jpg' });
    expect(draftOf(other).id).not.toBe(draftOf(photo).id);
    expect(stableFileDrafts()(photo).id).not.toBe(draftOf(photo).id);
  });
});

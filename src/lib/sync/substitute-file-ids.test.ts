// @vitest-environment node
import { describe, expect, it } from 'vitest';

import { substituteFileIds } from './substitute-file-ids.ts';

describe('substituteFileIds', () => {
  const uploaded = new Map([
    ['local-1', 'server-1'],
    ['local-2', 'server-2'],
  ]);

  it('replaces local file ids at any depth and leaves everything else', () => {
    const body = {
      description: 'local-1 is mentioned, not equal',
      fileIds: ['local-1', 'local-2', 'other'],
      cover: { fileId: 'local-2', width: 640, shown: true, caption: null },
    };
    expect(substituteFileIds(body, uploaded)).toEqual({
      description: 'local-1 is mentioned, not equal',
      fileIds: ['server-1', 'server-2', 'other'],
      cover: { fileId: 'server-2', width: 640, shown: true, caption: null },
    });
  });

  it('leaves the stored body unchanged', () => {
    const body = { fileIds: ['local-1'] };
    substituteFileIds(body, uploaded);
    expect(body).toEqual({ fileIds: ['local-1'] });
  });
});

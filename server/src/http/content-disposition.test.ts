import { describe, expect, it } from 'vitest';

import { contentDisposition } from './content-disposition.ts';

describe('contentDisposition', () => {
  it('keeps an Arabic name exactly in filename* and gives old clients an ASCII one', () => {
    const header = contentDisposition('attachment', 'درس (1).pdf');

    expect(header).toBe(
      `attachment; filename="___ (1).pdf"; filename*=UTF-8''%D8%AF%D8%B1%D8%B3%20%281%29.pdf`,
    );
    const encoded = /filename\*=UTF-8''(.+)$/.exec(header)?.[1] ?? '';
    expect(decodeURIComponent(encoded)).toBe('درس (1).pdf');
  });

  it('cannot be broken out of by quotes in the name', () => {
    expect(contentDisposition('inline', 'a"b\\c.png')).toMatch(/^inline; filename="a_b_c\.png";/);
  });
});

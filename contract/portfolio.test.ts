import { describe, expect, it } from 'vitest';

import { portfolioFileName } from './portfolio.ts';

describe('portfolioFileName', () => {
  it('names the file after its owner and school year in the reader’s language', () => {
    expect(portfolioFileName('Sara Ahmed', 2026, 'en')).toBe(
      'Portfolio - Sara Ahmed - 2026-2027.pdf',
    );
    expect(portfolioFileName('سارة أحمد', 2026, 'ar')).toBe(
      'ملف الإنجاز - سارة أحمد - 2026-2027.pdf',
    );
  });

  it('keeps no path, control or bidi character from a name', () => {
    const name = portfolioFileName('../ali\u202e"fdp.exe\n/x', 2026, 'en');
    expect(name).toBe('Portfolio - .. ali fdp.exe x - 2026-2027.pdf');
  });
});

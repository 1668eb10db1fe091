import { describe, expect, it } from 'vitest';

import { downloadNameOf } from './evidence-download-name.ts';

describe('downloadNameOf', () => {
  it('replaces an extension that does not match the sniffed type', () => {
    expect(downloadNameOf('timetable.html', 'image/png')).toBe('timetable.png');
    expect(downloadNameOf('lesson.PDF.exe', 'application/pdf')).toBe('lesson.PDF.pdf');
  });

  it('keeps a name whose extension already matches, in any case or spelling', () => {
    expect(downloadNameOf('صورة الحصة.JPEG', 'image/jpeg')).toBe('صورة الحصة.JPEG');
    expect(
      downloadNameOf(
        'plan.docx',
        'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      ),
    ).toBe('plan.docx');
  });

  it('adds the extension to a name without one, and names the nameless', () => {
    expect(downloadNameOf('شهادة', 'video/mp4')).toBe('شهادة.mp4');
    expect(downloadNameOf('.png', 'image/jpeg')).toBe('file.jpg');
  });

  it('saves a type it does not know as plain bytes', () => {
    expect(downloadNameOf('page.html', 'text/html')).toBe('page.bin');
  });
});

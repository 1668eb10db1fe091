import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import { fireEvent, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

import {
  activateArabic,
  activateSourceEnglish,
  renderWithProviders,
} from '../../testing/render-with-providers.tsx';

import { EvidenceFilePicker } from './evidence-file-picker.tsx';
import { heicToJpeg } from './heic-to-jpeg.ts';
import type { PickedFile } from './pick-evidence-files.ts';

// The decoder needs a browser's workers and canvas: tests/e2e/heic-photos.spec.ts runs it.
vi.mock('./heic-to-jpeg.ts', () => ({ heicToJpeg: vi.fn() }));
const conversion = vi.mocked(heicToJpeg);

const iphonePhoto = readFileSync(join(import.meta.dirname, 'fixtures/tiny-gradient.heic'));
const jpegBytes = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 16, 74, 70, 73, 70, 0, 1, 1, 0]);

beforeAll(() => {
  // jsdom has no object URLs; a picked photo's preview asks for one.
  URL.createObjectURL = () => 'blob:test/preview';
  URL.revokeObjectURL = () => {};
});

function Picker() {
  const [picked, setPicked] = useState<PickedFile[]>([]);
  return (
    <EvidenceFilePicker
      kept={[]}
      picked={picked}
      keepOriginal={false}
      onKeptChange={() => {}}
      onPickedChange={setPicked}
      onKeepOriginalChange={() => {}}
    />
  );
}

function choose(...files: File[]): void {
  fireEvent.change(screen.getByTestId('files-input'), { target: { files } });
}

describe('the evidence file picker', () => {
  beforeEach(() => {
    activateSourceEnglish();
    conversion.mockReset();
  });

  it('names a refused file and says why', async () => {
    renderWithProviders(<Picker />);
    choose(new File(['MZ'], 'marks-2026.exe', { type: 'application/x-msdownload' }));

    const refusal = await screen.findByRole('alert', { name: 'Not added' });
    expect(within(refusal).getByText('marks-2026.exe').tagName).toBe('BDI');
    expect(refusal.textContent).toContain('marks-2026.exe: This file type is not supported.');
  });

  it('names each refused file, in Arabic too', async () => {
    await activateArabic();
    renderWithProviders(<Picker />);
    const large = new File(['x'], 'تقرير الفصل.pdf', { type: 'application/pdf' });
    Object.defineProperty(large, 'size', { value: 26 * 1024 * 1024 });
    choose(large, new File(['MZ'], 'setup.exe', { type: 'application/x-msdownload' }));

    const refusal = await screen.findByRole('alert', { name: 'لم تُضف' });
    expect(refusal.textContent).toContain(
      'تقرير الفصل.pdf: حجم الملف كبير جدًا (الحد الأقصى 25 ميغابايت).',
    );
    expect(refusal.textContent).toContain('setup.exe: نوع هذا الملف غير مدعوم.');
  });

  it('converts a HEIC photo to a JPEG of the same name, showing that it is converting', async () => {
    let finish: (file: File) => void = () => {};
    conversion.mockReturnValue(new Promise((resolve) => (finish = resolve)));
    renderWithProviders(<Picker />);
    choose(new File([iphonePhoto], 'IMG_0001.HEIC', { type: '' }));

    expect((await screen.findByRole('status')).textContent).toBe(
      'Converting HEIC photos to JPEG on this device…',
    );
    expect(screen.getByRole('button', { name: 'Remove IMG_0001.HEIC' })).toBeDefined();
    finish(new File([jpegBytes], 'IMG_0001.jpg', { type: 'image/jpeg' }));

    expect(await screen.findByRole('img', { name: 'IMG_0001.jpg' })).toBeDefined();
    expect(screen.queryByRole('status')).toBeNull();
    expect(conversion).toHaveBeenCalledOnce();
  });

  it('converts a HEIC photo labelled as a JPEG, found by its bytes', async () => {
    conversion.mockResolvedValue(new File([jpegBytes], 'IMG_0002.jpg', { type: 'image/jpeg' }));
    renderWithProviders(<Picker />);
    choose(new File([iphonePhoto], 'IMG_0002.jpg', { type: 'image/jpeg' }));

    expect(await screen.findByRole('img', { name: 'IMG_0002.jpg' })).toBeDefined();
    expect(conversion.mock.calls[0]?.[0].name).toBe('IMG_0002.jpg');
  });

  it('leaves a JPEG as it is, without loading the HEIC decoder', async () => {
    renderWithProviders(<Picker />);
    choose(new File([jpegBytes], 'board.jpg', { type: 'image/jpeg' }));

    expect(await screen.findByRole('img', { name: 'board.jpg' })).toBeDefined();
    expect(conversion).not.toHaveBeenCalled();
  });

  it('refuses a HEIC photo the device cannot convert, naming it', async () => {
    conversion.mockRejectedValue(new Error('HEIF image not found'));
    renderWithProviders(<Picker />);
    choose(new File([iphonePhoto], 'IMG_0003.heic', { type: 'image/heic' }));

    const refusal = await screen.findByRole('alert', { name: 'Not added' });
    expect(refusal.textContent).toContain(
      'IMG_0003.heic: This HEIC photo could not be converted to JPEG on this device.',
    );
    expect(screen.queryByRole('button', { name: 'Remove IMG_0003.heic' })).toBeNull();
  });
});

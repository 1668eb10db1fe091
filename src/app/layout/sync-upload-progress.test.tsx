import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';

import type { FileUploadProgress } from '../../lib/sync/upload-progress.ts';
import {
  activateSourceEnglish,
  renderWithProviders,
} from '../../testing/render-with-providers.tsx';

import { SyncUploadProgress } from './sync-upload-progress.tsx';

beforeAll(activateSourceEnglish);

function uploads(files: FileUploadProgress[]) {
  return {
    files,
    uploadedBytes: files.reduce((sum, file) => sum + file.uploadedBytes, 0),
    totalBytes: files.reduce((sum, file) => sum + file.size, 0),
  };
}

const file = (name: string, size: number, uploadedBytes: number): FileUploadProgress => ({
  id: name,
  name,
  size,
  uploadedBytes,
});

describe('SyncUploadProgress', () => {
  it('shows nothing when no file waits', () => {
    renderWithProviders(<SyncUploadProgress uploads={uploads([])} />);
    expect(screen.queryByTestId('sync-upload-progress')).toBeNull();
  });

  it('shows the bytes sent of all files and the percentage of each', () => {
    renderWithProviders(
      <SyncUploadProgress
        uploads={uploads([file('lesson.jpg', 2048, 1024), file('plan.pdf', 2048, 0)])}
      />,
    );
    const progress = screen.getByTestId('sync-upload-progress');
    expect(within(progress).getByText(/files to upload/).textContent).toBe(
      '2 files to upload · 1 kB of 4 kB sent',
    );
    // The overall bar is named by its percentage, each file's bar by the file's name.
    const bars = within(progress).getAllByRole('progressbar');
    expect(bars.map((bar) => bar.getAttribute('aria-label'))).toEqual([
      '25%',
      'lesson.jpg',
      'plan.pdf',
    ]);
    expect(bars.map((bar) => bar.getAttribute('aria-valuenow'))).toEqual(['25', '50', '0']);
    expect(within(progress).getByText('50%')).toBeTruthy();
    expect(within(progress).getByText('0%')).toBeTruthy();
  });

  it('lists four files by name and counts the rest', () => {
    const files = ['a.jpg', 'b.jpg', 'c.jpg', 'd.jpg', 'e.jpg', 'f.jpg'].map((name) =>
      file(name, 100, 10),
    );
    renderWithProviders(<SyncUploadProgress uploads={uploads(files)} />);
    expect(screen.getByText('d.jpg')).toBeTruthy();
    expect(screen.queryByText('e.jpg')).toBeNull();
    expect(screen.getByText('and 2 more files')).toBeTruthy();
  });

  it('never shows more than 100% of a file', () => {
    renderWithProviders(<SyncUploadProgress uploads={uploads([file('clip.mp4', 100, 250)])} />);
    expect(screen.getByText('100%')).toBeTruthy();
  });
});

import { describe, expect, it } from 'vitest';

import { checkEvidenceFile, checkEvidenceFiles, evidenceMimeType } from './evidence-file-checks.ts';

const mb = 1024 * 1024;
const photo = (size: number, name = 'p.jpg') => ({ name, type: 'image/jpeg', size });

describe('evidence file checks', () => {
  it('accepts a supported file within the limits', () => {
    expect(
      checkEvidenceFiles([photo(5 * mb), { name: 'a.pdf', type: 'application/pdf', size: 1 }]),
    ).toBeNull();
  });

  it('refuses a file over 25 MB with the spec key and limit', () => {
    expect(checkEvidenceFile(photo(25 * mb + 1))).toEqual({
      key: 'validation.error.fileTooLarge',
      params: { bytes: 25 * mb },
      name: 'p.jpg',
    });
  });

  it('refuses files over 100 MB together', () => {
    const files = [photo(24 * mb), photo(24 * mb), photo(24 * mb), photo(24 * mb), photo(5 * mb)];
    expect(checkEvidenceFiles(files)?.key).toBe('validation.error.totalSizeExceeded');
  });

  it('refuses an unsupported type', () => {
    const problem = checkEvidenceFile({ name: 'x.exe', type: 'application/x-msdownload', size: 1 });
    expect(problem?.key).toBe('validation.error.unsupportedFileType');
  });

  it('knows HEIC and MOV files from their names when the browser gives no type', () => {
    expect(evidenceMimeType({ name: 'IMG_1.HEIC', type: '' })).toBe('image/heic');
    expect(checkEvidenceFile({ name: 'clip.mov', type: '', size: 1 })).toBeNull();
  });
});

import { evidenceFiles } from '../../../contract/uploads.ts';

export interface FileFacts {
  name: string;
  type: string;
  size: number;
}

export interface FileProblem {
  key:
    | 'validation.error.fileTooLarge'
    | 'validation.error.totalSizeExceeded'
    | 'validation.error.unsupportedFileType';
  params?: Record<string, string | number>;
  name?: string;
}

/** Some phones give HEIC and MOV files no type; the name still tells. */
const typeByExtension: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  heic: 'image/heic',
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  mp4: 'video/mp4',
  mov: 'video/quicktime',
};

export function evidenceMimeType(file: Pick<FileFacts, 'name' | 'type'>): string {
  if (file.type) return file.type;
  const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
  return typeByExtension[extension] ?? '';
}

export function isSupportedEvidenceType(file: Pick<FileFacts, 'name' | 'type'>): boolean {
  return (evidenceFiles.mimeTypes as readonly string[]).includes(evidenceMimeType(file));
}

/** The first problem of one file, checked when it is picked. */
export function checkEvidenceFile(file: FileFacts): FileProblem | null {
  if (!isSupportedEvidenceType(file)) {
    return { key: 'validation.error.unsupportedFileType', name: file.name };
  }
  if (file.size > evidenceFiles.maxFileBytes) {
    return {
      key: 'validation.error.fileTooLarge',
      params: { bytes: evidenceFiles.maxFileBytes },
      name: file.name,
    };
  }
  return null;
}

/** The spec's limits for one achievement's files, as the server will check them. */
export function checkEvidenceFiles(files: readonly FileFacts[]): FileProblem | null {
  for (const file of files) {
    const problem = checkEvidenceFile(file);
    if (problem) return problem;
  }
  const total = files.reduce((sum, file) => sum + file.size, 0);
  if (total > evidenceFiles.maxAchievementBytes) {
    return {
      key: 'validation.error.totalSizeExceeded',
      params: { bytes: evidenceFiles.maxAchievementBytes },
    };
  }
  return null;
}

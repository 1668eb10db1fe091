import { checkEvidenceFile, type FileProblem } from './evidence-file-checks.ts';
import { isHeicFile } from './heic-detection.ts';

/** Why a picked file is not added: a check's message key, or a HEIC photo the device could not convert. */
export type FileRefusalReason = FileProblem['key'] | 'heicNotConverted';

export interface FileRefusal {
  /** The name as picked. */
  name: string;
  reason: FileRefusalReason;
  params?: Record<string, string | number>;
}

export type PreparedFile = { file: File } | { refusal: FileRefusal };

export interface PickedFile {
  key: string;
  /** The name as picked, shown until the file is ready. */
  name: string;
  /** The file to store; null while a HEIC photo is converted to JPEG. */
  file: File | null;
  /** Settles once: the file to store, or why it is refused after all. */
  ready: Promise<PreparedFile>;
}

let pickCount = 0;

function refusalOnPicking(file: File, keepOriginal: boolean): FileRefusal | null {
  const problem = checkEvidenceFile(file);
  if (!problem) return null;
  // Large photos may still fit once compressed; the sizes are checked again on saving.
  const shrinkable = problem.key === 'validation.error.fileTooLarge' && !keepOriginal;
  if (shrinkable && file.type.startsWith('image/')) return null;
  return {
    name: file.name,
    reason: problem.key,
    ...(problem.params && { params: problem.params }),
  };
}

async function converted(
  original: File,
  keepOriginal: boolean,
  heicToJpeg: (file: File) => Promise<File>,
): Promise<PreparedFile> {
  let jpeg: File;
  try {
    jpeg = await heicToJpeg(original);
  } catch {
    return { refusal: { name: original.name, reason: 'heicNotConverted' } };
  }
  const refusal = refusalOnPicking(jpeg, keepOriginal);
  return refusal ? { refusal: { ...refusal, name: original.name } } : { file: jpeg };
}

/**
 * The files a teacher chose, sorted: refused at once (with the reason), added as they are,
 * or added while a HEIC/HEIF photo (found by type, name or bytes) is converted to JPEG.
 */
export async function pickEvidenceFiles(
  chosen: readonly File[],
  keepOriginal: boolean,
  heicToJpeg: (file: File) => Promise<File>,
): Promise<{ added: PickedFile[]; refused: FileRefusal[] }> {
  const sorted = await Promise.all(
    chosen.map(async (file) => ({ file, heic: await isHeicFile(file) })),
  );
  const added: PickedFile[] = [];
  const refused: FileRefusal[] = [];
  for (const { file, heic } of sorted) {
    pickCount += 1;
    const key = `${pickCount}-${file.name}`;
    if (heic) {
      added.push({
        key,
        name: file.name,
        file: null,
        ready: converted(file, keepOriginal, heicToJpeg),
      });
      continue;
    }
    const refusal = refusalOnPicking(file, keepOriginal);
    if (refusal) refused.push(refusal);
    else added.push({ key, name: file.name, file, ready: Promise.resolve({ file }) });
  }
  return { added, refused };
}

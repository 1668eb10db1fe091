import { useState } from 'react';

import { downloadNameOf } from '../../../contract/evidence-download-name.ts';
import { reportApiError } from '../../lib/api/report-api-error.ts';
import { saveBlob } from '../../lib/download/save-blob.ts';
import { useUserDb } from '../../lib/session/use-user-db.ts';

import type { AchievementFileMeta } from './achievement-row.ts';
import { readEvidenceBlob } from './use-evidence-thumbnail-url.ts';

/**
 * Downloads an evidence file through the authorised API, or from this device while it
 * waits to upload; `downloading` while the bytes are on their way.
 */
export function useEvidenceDownload(): {
  download: (file: AchievementFileMeta) => Promise<void>;
  downloading: boolean;
} {
  const db = useUserDb();
  const [downloading, setDownloading] = useState(false);
  const download = async (file: AchievementFileMeta) => {
    setDownloading(true);
    try {
      const blob = await readEvidenceBlob(db, file, 'original');
      // The server's copy is saved under the extension of the type sniffed from its bytes.
      if (blob) saveBlob(blob, file.local ? file.name : downloadNameOf(file.name, file.mimeType));
    } catch (error) {
      await reportApiError(error);
    } finally {
      setDownloading(false);
    }
  };
  return { download, downloading };
}

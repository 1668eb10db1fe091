import { useState } from 'react';

import { reportApiError } from '../api/report-api-error.ts';
import { saveBlob } from './save-blob.ts';

/** Fetches a file the server makes (an invoice, a workbook) and saves it under `name`. */
export function useFileDownload(): {
  download: (fetchFile: () => Promise<Blob>, name: string) => Promise<void>;
  downloading: boolean;
} {
  const [downloading, setDownloading] = useState(false);
  const download = async (fetchFile: () => Promise<Blob>, name: string) => {
    setDownloading(true);
    try {
      saveBlob(await fetchFile(), name);
    } catch (error) {
      await reportApiError(error);
    } finally {
      setDownloading(false);
    }
  };
  return { download, downloading };
}

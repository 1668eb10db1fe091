import { useState } from 'react';

import { evidenceFilesEndpoints } from '../../../contract/endpoints/evidence-files.ts';
import { downloadNameOf } from '../../../contract/evidence-download-name.ts';
import { callEndpoint } from '../../lib/api/api-client.ts';
import { reportApiError } from '../../lib/api/report-api-error.ts';
import { saveBlob } from '../../lib/download/save-blob.ts';

/**
 * Downloads a server evidence file by id, when only its name and type are known (no row on
 * this device); `downloading` while the bytes are on their way.
 */
export function useFileDownload(): {
  download: (id: string, file: { name: string; mimeType: string }) => Promise<void>;
  downloading: boolean;
} {
  const [downloading, setDownloading] = useState(false);
  const download = async (id: string, file: { name: string; mimeType: string }) => {
    setDownloading(true);
    try {
      const blob = await callEndpoint(evidenceFilesEndpoints.download, { params: { id } });
      // Saved under the extension of the type the server sniffed from its bytes.
      saveBlob(blob, downloadNameOf(file.name, file.mimeType));
    } catch (error) {
      await reportApiError(error);
    } finally {
      setDownloading(false);
    }
  };
  return { download, downloading };
}

import { useLingui } from '@lingui/react/macro';
import { Text, UnstyledButton } from '@mantine/core';
import { useInViewport } from '@mantine/hooks';
import { IconFile } from '@tabler/icons-react';
import { useState } from 'react';

import { downloadNameOf } from '../../../contract/evidence-download-name.ts';
import { reportApiError } from '../../lib/api/report-api-error.ts';
import { useUserDb } from '../../lib/session/use-user-db.ts';

import type { AchievementFileMeta } from './achievement-row.ts';
import classes from './evidence-file-chip.module.css';
import { readEvidenceBlob, useEvidenceThumbnailUrl } from './use-evidence-thumbnail-url.ts';

/** Hands the bytes to the browser as a download under the file's own name. */
function saveBlob(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  // After the click the browser holds its own reference to the bytes.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/**
 * One evidence file in a card: its preview once scrolled into view (images), a file icon
 * otherwise; pressing it downloads the file through the authorised API, or from this
 * device while it waits to upload.
 */
export function EvidenceFileChip({ file }: { file: AchievementFileMeta }) {
  const { t } = useLingui();
  const db = useUserDb();
  const { ref, inViewport } = useInViewport();
  const [seen, setSeen] = useState(false);
  if (inViewport && !seen) setSeen(true);
  const thumbnailUrl = useEvidenceThumbnailUrl(file, seen);
  const [downloading, setDownloading] = useState(false);

  const download = async () => {
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

  return (
    <UnstyledButton
      ref={ref}
      className={classes.chip}
      onClick={() => void download()}
      disabled={downloading}
      aria-busy={downloading}
      aria-label={t`Download ${file.name}`}
      title={file.name}
    >
      {thumbnailUrl ? (
        <img src={thumbnailUrl} alt="" className={classes.thumbnail} />
      ) : (
        <IconFile size={14} aria-hidden />
      )}
      <Text fz="xs" truncate dir="auto">
        {file.name}
      </Text>
    </UnstyledButton>
  );
}

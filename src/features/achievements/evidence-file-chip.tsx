import { useLingui } from '@lingui/react/macro';
import { Text, UnstyledButton } from '@mantine/core';
import { useInViewport } from '@mantine/hooks';
import { IconFile, IconPhoto } from '@tabler/icons-react';
import { useState } from 'react';

import type { AchievementFileMeta } from './achievement-row.ts';
import classes from './evidence-file-chip.module.css';
import { useEvidenceDownload } from './use-evidence-download.ts';
import { useEvidenceThumbnailUrl } from './use-evidence-thumbnail-url.ts';

export interface EvidenceFileChipProps {
  file: AchievementFileMeta;
  /** Opens the photo in the viewer; without it, pressing the chip downloads the file. */
  onView?: () => void;
}

/**
 * One evidence file in a card: its preview once scrolled into view (images), a file icon
 * otherwise. Pressing a photo opens it in the viewer; pressing any other file downloads it
 * through the authorised API, or from this device while it waits to upload.
 */
export function EvidenceFileChip({ file, onView }: EvidenceFileChipProps) {
  const { t } = useLingui();
  const { ref, inViewport } = useInViewport();
  const [seen, setSeen] = useState(false);
  if (inViewport && !seen) setSeen(true);
  const thumbnailUrl = useEvidenceThumbnailUrl(file, seen);
  const { download, downloading } = useEvidenceDownload();

  return (
    <UnstyledButton
      ref={ref}
      className={classes.chip}
      onClick={onView ?? (() => void download(file))}
      disabled={downloading}
      aria-busy={downloading}
      aria-haspopup={onView ? 'dialog' : undefined}
      aria-label={onView ? t`View ${file.name}` : t`Download ${file.name}`}
      title={file.name}
    >
      {thumbnailUrl ? (
        <img src={thumbnailUrl} alt="" className={classes.thumbnail} />
      ) : onView ? (
        <IconPhoto size={14} aria-hidden />
      ) : (
        <IconFile size={14} aria-hidden />
      )}
      <Text fz="xs" truncate dir="auto">
        {file.name}
      </Text>
    </UnstyledButton>
  );
}

import { Trans } from '@lingui/react/macro';
import { Loader, Text } from '@mantine/core';
import { IconPhotoOff } from '@tabler/icons-react';
import { useState } from 'react';

import type { AchievementFileMeta } from './achievement-row.ts';
import classes from './photo-viewer.module.css';
import { isDrawableImage, useEvidenceUrl } from './use-evidence-thumbnail-url.ts';

export interface PhotoSlideProps {
  photo: AchievementFileMeta;
  /** Shown or next to it: its bytes are fetched, and kept once fetched. */
  near: boolean;
  /** Where it stands among the photos, e.g. "2 of 5". */
  label: string;
}

/**
 * One photo of the viewer, as large as the screen allows. A photo still on this device shows
 * its own bytes; one on the server shows its thumbnail while the original arrives, and keeps
 * the thumbnail when the original cannot come (offline, or a HEIC the browser cannot draw).
 */
export function PhotoSlide({ photo, near, label }: PhotoSlideProps) {
  const [wanted, setWanted] = useState(near);
  if (near && !wanted) setWanted(true);
  const wantsThumbnail = !photo.local && photo.hasThumbnail === true;
  const wantsOriginal = isDrawableImage(photo.mimeType);
  const thumbnail = useEvidenceUrl(photo, 'thumbnail', wanted && wantsThumbnail);
  const original = useEvidenceUrl(photo, 'original', wanted && wantsOriginal);
  const src = original.url ?? thumbnail.url;
  const originalMissing = wantsOriginal && original.failed;
  const thumbnailMissing = !wantsThumbnail || thumbnail.failed;

  return (
    <div role="group" aria-label={label} className={classes.slide}>
      {src ? (
        // One element whose source moves from the thumbnail to the original: the browser keeps
        // drawing the thumbnail until the original is decoded.
        <img src={src} alt={photo.name} className={classes.photo} draggable={false} />
      ) : (originalMissing || !wantsOriginal) && thumbnailMissing ? (
        <div className={classes.notice}>
          <IconPhotoOff size={32} aria-hidden />
          <Text fz="sm" ta="center">
            <Trans>This photo cannot be shown now. Check the connection and try again.</Trans>
          </Text>
        </div>
      ) : (
        wanted && <Loader color="gray.3" />
      )}
      {src && originalMissing && (
        <Text fz="xs" className={classes.smallerCopy}>
          <Trans>A smaller copy: the full photo needs a connection.</Trans>
        </Text>
      )}
    </div>
  );
}

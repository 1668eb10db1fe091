import { useLingui } from '@lingui/react/macro';
import { Button, Loader, Text } from '@mantine/core';
import { useInViewport } from '@mantine/hooks';
import { IconDownload, IconVideoOff } from '@tabler/icons-react';
import { useState } from 'react';

import { MediaPlayer } from '../../components/media-player/media-player.tsx';

import type { AchievementFileMeta } from './achievement-row.ts';
import classes from './evidence-media-player.module.css';
import { useEvidenceDownload } from './use-evidence-download.ts';
import { useEvidenceMediaUrl } from './use-evidence-media-url.ts';

/**
 * A video or audio file played in the platform's own player, streamed by ranges (seeking
 * fetches only what it needs), or from this device while it waits to upload. The address is
 * asked for once the player scrolls into view. Download is the second action.
 */
export function EvidenceMediaPlayer({ file }: { file: AchievementFileMeta }) {
  const { t } = useLingui();
  const { ref, inViewport } = useInViewport();
  const [seen, setSeen] = useState(false);
  if (inViewport && !seen) setSeen(true);
  const { url, failed } = useEvidenceMediaUrl(file, seen);
  const { download, downloading } = useEvidenceDownload();
  const isAudio = file.mimeType.startsWith('audio/');
  const label = isAudio ? t`Audio: ${file.name}` : t`Video: ${file.name}`;

  return (
    <div ref={ref} className={classes.player}>
      {url && <MediaPlayer src={url} mimeType={file.mimeType} label={label} />}
      {!url && (
        <div className={classes.placeholder}>
          {failed ? (
            <>
              <IconVideoOff size={20} aria-hidden />
              <Text fz="sm">{t`This file plays when you are online.`}</Text>
            </>
          ) : (
            <Loader size="sm" color="gray" aria-label={t`Loading`} />
          )}
        </div>
      )}
      <div className={classes.caption}>
        <Text fz="xs" c="dimmed" truncate dir="auto" className={classes.name} title={file.name}>
          {file.name}
        </Text>
        <Button
          size="compact-xs"
          variant="subtle"
          leftSection={<IconDownload size={14} aria-hidden />}
          onClick={() => void download(file)}
          loading={downloading}
          aria-label={t`Download ${file.name}`}
        >
          {t`Download`}
        </Button>
      </div>
    </div>
  );
}

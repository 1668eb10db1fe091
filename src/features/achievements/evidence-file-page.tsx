import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Container, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { IconDownload, IconExternalLink } from '@tabler/icons-react';
import { useParams } from 'react-router-dom';

import { evidenceFilesEndpoints } from '../../../contract/endpoints/evidence-files.ts';
import { isPlayableMedia } from '../../../contract/evidence-media.ts';
import { MediaPlayer } from '../../components/media-player/media-player.tsx';
import { callEndpoint } from '../../lib/api/api-client.ts';
import { useServerData } from '../../lib/api/use-server-data.ts';

import { useFileDownload } from './use-file-download.ts';

/**
 * `/files/:id`: one evidence file for a signed-in reader, where the QR code of a document or
 * video in a portfolio PDF leads when no share link shows it (docs/portfolio.md). It asks
 * only for the file's media link: a video or audio file streams by ranges in the platform's
 * player (docs/api.md, "Evidence media"), anything else opens in the browser from the same
 * link; download, the whole file, is the second action. Access is the server's to decide.
 */
export default function EvidenceFilePage() {
  const { t } = useLingui();
  const { id = '' } = useParams();
  const link = useServerData(`evidence-file:${id}`, (signal) =>
    callEndpoint(evidenceFilesEndpoints.mediaLink, { params: { id } }, { signal }),
  );
  const { download, downloading } = useFileDownload();
  const file = link.status === 'loaded' ? link.data : null;
  const playable = file !== null && isPlayableMedia(file.mimeType);

  return (
    <Container size="sm" py="md">
      <Stack gap="md">
        <Title order={1} fz="h2">
          <Trans>Evidence file</Trans>
        </Title>
        {link.status === 'loading' && <Loader size="sm" />}
        {link.status === 'failed' && (
          <Alert color="red">
            <Trans>
              This file could not be opened. It may have been deleted, you may not have access to
              it, or the connection dropped.
            </Trans>
          </Alert>
        )}
        {file && playable && (
          <MediaPlayer
            src={file.url}
            mimeType={file.mimeType}
            label={
              file.mimeType.startsWith('audio/') ? t`Audio: ${file.name}` : t`Video: ${file.name}`
            }
          />
        )}
        {file && (
          <>
            <Text fz="sm" dir="auto" style={{ overflowWrap: 'anywhere' }}>
              {file.name}
            </Text>
            <Group gap="sm">
              {!playable && (
                <Button
                  component="a"
                  href={file.url}
                  target="_blank"
                  rel="noopener"
                  leftSection={<IconExternalLink size={16} aria-hidden />}
                >
                  <Trans>Open the file</Trans>
                </Button>
              )}
              <Button
                variant={playable ? 'filled' : 'light'}
                leftSection={<IconDownload size={16} aria-hidden />}
                loading={downloading}
                onClick={() => void download(id, file)}
                aria-label={t`Download ${file.name}`}
              >
                <Trans>Download</Trans>
              </Button>
            </Group>
          </>
        )}
      </Stack>
    </Container>
  );
}

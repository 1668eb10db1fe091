import { Trans, useLingui } from '@lingui/react/macro';
import { ActionIcon, Button, Checkbox, Group, Loader, Stack, Text } from '@mantine/core';
import { IconCamera, IconFile, IconPaperclip, IconX } from '@tabler/icons-react';
import { useRef, useState, type ChangeEvent, type Dispatch, type SetStateAction } from 'react';

import { evidenceFiles } from '../../../contract/uploads.ts';

import type { AchievementFileMeta } from './achievement-row.ts';
import classes from './evidence-file-picker.module.css';
import { FilePreview } from './file-preview.tsx';
import { heicAccept } from './heic-detection.ts';
import { heicToJpeg } from './heic-to-jpeg.ts';
import { pickEvidenceFiles, type FileRefusal, type PickedFile } from './pick-evidence-files.ts';
import { RefusedFilesAlert } from './refused-files-alert.tsx';

export interface EvidenceFilePickerProps {
  kept: AchievementFileMeta[];
  picked: PickedFile[];
  keepOriginal: boolean;
  onKeptChange: (kept: AchievementFileMeta[]) => void;
  /** Given updates, not values: a HEIC photo's conversion ends after other picks and removals. */
  onPickedChange: Dispatch<SetStateAction<PickedFile[]>>;
  onKeepOriginalChange: (keepOriginal: boolean) => void;
}

const filesAccept = [...evidenceFiles.mimeTypes, ...heicAccept].join(',');

/** Camera and gallery buttons, previews, and removal before saving. */
export function EvidenceFilePicker(props: EvidenceFilePickerProps) {
  const { t } = useLingui();
  const cameraInput = useRef<HTMLInputElement>(null);
  const filesInput = useRef<HTMLInputElement>(null);
  const [refusals, setRefusals] = useState<FileRefusal[]>([]);
  const removeLabel = (name: string) => t`Remove ${name}`;
  const { onPickedChange } = props;
  const converting = props.picked.some((item) => item.file === null);

  const add = async (chosen: File[]) => {
    const { added, refused } = await pickEvidenceFiles(chosen, props.keepOriginal, heicToJpeg);
    setRefusals(refused);
    onPickedChange((picked) => [...picked, ...added]);
    for (const item of added) {
      if (item.file) continue;
      void item.ready.then((prepared) => {
        if ('refusal' in prepared) {
          setRefusals((shown) => [...shown, prepared.refusal]);
          onPickedChange((picked) => picked.filter((other) => other.key !== item.key));
        } else {
          onPickedChange((picked) =>
            picked.map((other) =>
              other.key === item.key ? { ...other, file: prepared.file } : other,
            ),
          );
        }
      });
    }
  };

  const onChosen = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = [...(event.currentTarget.files ?? [])];
    event.currentTarget.value = '';
    void add(chosen);
  };

  return (
    <Stack gap="xs">
      <Text fz="sm" fw={500}>
        <Trans>Files</Trans>
      </Text>
      <Group gap="xs">
        <Button
          variant="light"
          leftSection={<IconCamera size={16} aria-hidden />}
          onClick={() => cameraInput.current?.click()}
        >
          <Trans>Take a photo</Trans>
        </Button>
        <Button
          variant="light"
          leftSection={<IconPaperclip size={16} aria-hidden />}
          onClick={() => filesInput.current?.click()}
        >
          <Trans>Choose files</Trans>
        </Button>
      </Group>
      <input
        ref={cameraInput}
        type="file"
        accept="image/*"
        capture="environment"
        hidden
        onChange={onChosen}
        data-testid="camera-input"
      />
      <input
        ref={filesInput}
        type="file"
        multiple
        accept={filesAccept}
        hidden
        onChange={onChosen}
        data-testid="files-input"
      />
      <Text fz="xs" c="dimmed">
        <Trans>
          Images, PDF and Office documents, MP4 or MOV video; up to 25 MB a file and 100 MB in all.
        </Trans>
      </Text>
      <Checkbox
        label={t`Keep the original photos (no compression)`}
        checked={props.keepOriginal}
        onChange={(event) => props.onKeepOriginalChange(event.currentTarget.checked)}
      />
      <RefusedFilesAlert refusals={refusals} onClose={() => setRefusals([])} />
      {converting && (
        <Group gap="xs" role="status">
          <Loader size="xs" aria-hidden />
          <Text fz="sm">
            <Trans>Converting HEIC photos to JPEG on this device…</Trans>
          </Text>
        </Group>
      )}
      {(props.kept.length > 0 || props.picked.length > 0) && (
        <div className={classes.grid}>
          {props.kept.map((file) => (
            <div key={file.id} className={classes.tile}>
              <div className={classes.kept}>
                <IconFile size={24} aria-hidden />
                <Text fz={10} truncate dir="auto" className={classes.name}>
                  {file.name}
                </Text>
              </div>
              <ActionIcon
                className={classes.remove}
                size="sm"
                color="red"
                aria-label={removeLabel(file.name)}
                onClick={() => props.onKeptChange(props.kept.filter((kept) => kept.id !== file.id))}
              >
                <IconX size={14} />
              </ActionIcon>
            </div>
          ))}
          {props.picked.map((item) => (
            <div key={item.key} className={classes.tile}>
              {item.file ? (
                <FilePreview file={item.file} />
              ) : (
                <div className={classes.kept} aria-busy>
                  <Loader size="sm" aria-hidden />
                  <Text fz={10} truncate dir="auto" className={classes.name}>
                    {item.name}
                  </Text>
                </div>
              )}
              <ActionIcon
                className={classes.remove}
                size="sm"
                color="red"
                aria-label={removeLabel(item.file?.name ?? item.name)}
                onClick={() =>
                  onPickedChange((picked) => picked.filter((other) => other.key !== item.key))
                }
              >
                <IconX size={14} />
              </ActionIcon>
            </div>
          ))}
        </div>
      )}
    </Stack>
  );
}

import { Trans, useLingui } from '@lingui/react/macro';
import { ActionIcon, Button, Checkbox, Group, Stack, Text } from '@mantine/core';
import { IconCamera, IconFile, IconPaperclip, IconX } from '@tabler/icons-react';
import { useRef, type ChangeEvent } from 'react';

import { evidenceFiles } from '../../../contract/uploads.ts';
import { notifyKey } from '../../lib/notify/notify.ts';

import type { AchievementFileMeta } from './achievement-row.ts';
import { checkEvidenceFile } from './evidence-file-checks.ts';
import classes from './evidence-file-picker.module.css';
import { FilePreview } from './file-preview.tsx';

export interface PickedFile {
  key: string;
  file: File;
}

export interface EvidenceFilePickerProps {
  kept: AchievementFileMeta[];
  picked: PickedFile[];
  keepOriginal: boolean;
  onKeptChange: (kept: AchievementFileMeta[]) => void;
  onPickedChange: (picked: PickedFile[]) => void;
  onKeepOriginalChange: (keepOriginal: boolean) => void;
}

let pickCount = 0;

/** Camera and gallery buttons, previews, and removal before saving. */
export function EvidenceFilePicker(props: EvidenceFilePickerProps) {
  const { t } = useLingui();
  const cameraInput = useRef<HTMLInputElement>(null);
  const filesInput = useRef<HTMLInputElement>(null);
  const removeLabel = (name: string) => t`Remove ${name}`;

  const add = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = [...(event.currentTarget.files ?? [])];
    event.currentTarget.value = '';
    const accepted: PickedFile[] = [];
    for (const file of chosen) {
      const problem = checkEvidenceFile(file);
      // Large photos may still fit once compressed; the sizes are checked again on saving.
      const shrinkable = problem?.key === 'validation.error.fileTooLarge' && !props.keepOriginal;
      if (problem && !(shrinkable && file.type.startsWith('image/'))) {
        notifyKey(problem.key, problem.params);
        continue;
      }
      pickCount += 1;
      accepted.push({ key: `${pickCount}-${file.name}`, file });
    }
    props.onPickedChange([...props.picked, ...accepted]);
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
        onChange={add}
        data-testid="camera-input"
      />
      <input
        ref={filesInput}
        type="file"
        multiple
        accept={evidenceFiles.mimeTypes.join(',')}
        hidden
        onChange={add}
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
              <FilePreview file={item.file} />
              <ActionIcon
                className={classes.remove}
                size="sm"
                color="red"
                aria-label={removeLabel(item.file.name)}
                onClick={() =>
                  props.onPickedChange(props.picked.filter((picked) => picked.key !== item.key))
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

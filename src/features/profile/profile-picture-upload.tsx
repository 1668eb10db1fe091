import { Trans, useLingui } from '@lingui/react/macro';
import { Avatar, Button, FileButton, Group, Stack, Text } from '@mantine/core';

import type { Profile } from '../../../contract/profile.ts';
import { profilePicture } from '../../../contract/uploads.ts';
import { useAsyncAction } from '../../lib/forms/use-async-action.ts';
import { notifyKey, notifyText } from '../../lib/notify/notify.ts';
import { loadProfile } from '../../lib/session/load-profile.ts';

import { uploadProfilePicture } from './profile-api.ts';

export function ProfilePictureUpload({ profile }: { profile: Profile }) {
  const { t } = useLingui();

  const { busy, run: send } = useAsyncAction(async (file: File) => {
    await uploadProfilePicture(file);
    await loadProfile();
    notifyText('success', t`Your picture has been updated.`);
  });

  const upload = async (file: File | null) => {
    if (!file) return;
    // The server checks the bytes again; this spares a useless upload.
    if (!(profilePicture.mimeTypes as readonly string[]).includes(file.type)) {
      notifyKey('validation.error.unsupportedFileType');
      return;
    }
    if (file.size > profilePicture.maxBytes) {
      notifyKey('validation.error.fileTooLarge', { bytes: profilePicture.maxBytes });
      return;
    }
    await send(file);
  };

  return (
    <Group gap="lg">
      <Avatar
        src={profile.profilePictureUrl ?? '/icons/default-avatar.svg'}
        alt=""
        size={96}
        radius={96}
      />
      <Stack gap={6}>
        <FileButton
          onChange={(file) => void upload(file)}
          accept={profilePicture.mimeTypes.join(',')}
        >
          {(props) => (
            <Button variant="light" loading={busy} {...props}>
              <Trans>Upload a picture</Trans>
            </Button>
          )}
        </FileButton>
        <Text fz="xs" c="dimmed">
          <Trans>JPEG, PNG or WebP, up to 5 MB.</Trans>
        </Text>
      </Stack>
    </Group>
  );
}

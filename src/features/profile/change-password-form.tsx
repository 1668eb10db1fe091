import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';

import { zPasswordChange, type PasswordChange } from '../../../contract/profile-changes.ts';
import { schemaValidator } from '../../lib/forms/schema-validator.ts';
import { useAsyncAction } from '../../lib/forms/use-async-action.ts';
import { PasswordField } from '../../components/password-field.tsx';
import { notifyText } from '../../lib/notify/notify.ts';
import { startSession } from '../../lib/session/session-store.ts';

import { changePassword } from './profile-api.ts';

export function ChangePasswordForm() {
  const { t } = useLingui();
  const form = useForm<PasswordChange>({
    mode: 'controlled',
    initialValues: { currentPassword: '', newPassword: '', newPasswordConfirmation: '' },
    validate: schemaValidator(zPasswordChange),
    validateInputOnChange: true,
  });

  const { busy, run } = useAsyncAction(async (values: PasswordChange) => {
    const { accessToken } = await changePassword(values);
    startSession(accessToken);
    form.reset();
    notifyText(
      'success',
      t`Your password has been changed. Other devices signed in with the old one are signed out.`,
    );
  });
  const submit = form.onSubmit((values) => void run(values));

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md" maw={420}>
        <PasswordField
          label={t`Current password`}
          autoComplete="current-password"
          {...form.getInputProps('currentPassword')}
        />
        <PasswordField
          label={t`New password`}
          description={t`At least 8 characters with an uppercase letter, a lowercase letter, a digit and a special character.`}
          autoComplete="new-password"
          {...form.getInputProps('newPassword')}
        />
        <PasswordField
          label={t`Confirm the new password`}
          autoComplete="new-password"
          {...form.getInputProps('newPasswordConfirmation')}
        />
        <Button type="submit" loading={busy} style={{ alignSelf: 'flex-start' }}>
          <Trans>Change password</Trans>
        </Button>
      </Stack>
    </form>
  );
}

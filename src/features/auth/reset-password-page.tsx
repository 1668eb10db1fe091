import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Anchor, Button, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';

import { zResetPasswordInput, type ResetPasswordInput } from '../../../contract/auth.ts';
import { PasswordField } from '../../components/password-field.tsx';
import { schemaValidator } from '../../lib/forms/schema-validator.ts';
import { useAsyncAction } from '../../lib/forms/use-async-action.ts';
import { notifyText } from '../../lib/notify/notify.ts';

import { resetPassword } from './auth-api.ts';
import { AuthCard } from '../../components/auth-card/auth-card.tsx';

export default function ResetPasswordPage() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const form = useForm<ResetPasswordInput>({
    mode: 'controlled',
    initialValues: { token, password: '', passwordConfirmation: '' },
    validate: schemaValidator(zResetPasswordInput),
    validateInputOnChange: true,
  });

  const { busy, run } = useAsyncAction(async (values: ResetPasswordInput) => {
    await resetPassword(values);
    notifyText('success', t`Your password has been changed. Log in with the new one.`);
    await navigate('/login', { replace: true });
  });
  const submit = form.onSubmit((values) => void run(values));

  return (
    <AuthCard title={<Trans>Choose a new password</Trans>}>
      {token === '' ? (
        <Alert color="red">
          <Trans>This link is invalid or has expired.</Trans>
        </Alert>
      ) : (
        <form onSubmit={submit} noValidate>
          <Stack gap="md">
            <PasswordField
              label={t`New password`}
              description={t`At least 8 characters with an uppercase letter, a lowercase letter, a digit and a special character.`}
              autoComplete="new-password"
              required
              {...form.getInputProps('password')}
            />
            <PasswordField
              label={t`Confirm the new password`}
              autoComplete="new-password"
              required
              {...form.getInputProps('passwordConfirmation')}
            />
            <Button type="submit" loading={busy} fullWidth>
              <Trans>Save the new password</Trans>
            </Button>
          </Stack>
        </form>
      )}
      <Anchor component={Link} to="/forgot-password" fz="sm">
        <Trans>Ask for a new link</Trans>
      </Anchor>
    </AuthCard>
  );
}

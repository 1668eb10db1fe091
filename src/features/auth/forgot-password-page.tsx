import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { Link } from 'react-router-dom';

import { zForgotPasswordInput } from '../../../contract/auth.ts';
import { EmailAddress } from '../../components/email-address.tsx';
import { schemaValidator } from '../../lib/forms/schema-validator.ts';
import { useAsyncAction } from '../../lib/forms/use-async-action.ts';
import { useLocale } from '../../lib/i18n/use-locale.ts';

import { forgotPassword } from './auth-api.ts';
import { AuthCard } from '../../components/auth-card/auth-card.tsx';

export default function ForgotPasswordPage() {
  const { t } = useLingui();
  const { locale } = useLocale();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useForm({
    mode: 'controlled',
    initialValues: { email: '' },
    validate: schemaValidator(zForgotPasswordInput),
    validateInputOnChange: true,
  });

  const { busy, run } = useAsyncAction(async (email: string) => {
    await forgotPassword({ email, locale });
    setSentTo(email);
  });
  const submit = form.onSubmit(({ email }) => void run(email));

  return (
    <AuthCard title={<Trans>Forgot your password?</Trans>}>
      {sentTo ? (
        <Alert color="teal" title={t`Check your email`}>
          <Trans>
            We sent a link to <EmailAddress email={sentTo} />. It works once and for one hour. Open
            it on this device to choose a new password.
          </Trans>
        </Alert>
      ) : (
        <form onSubmit={submit} noValidate>
          <Stack gap="md">
            <Text c="dimmed" fz="sm">
              <Trans>
                Enter the email of your account and we will send you a link to choose a new
                password.
              </Trans>
            </Text>
            <TextInput
              label={t`Email`}
              type="email"
              autoComplete="email"
              dir="ltr"
              required
              {...form.getInputProps('email')}
            />
            <Button type="submit" loading={busy} fullWidth>
              <Trans>Send the reset link</Trans>
            </Button>
          </Stack>
        </form>
      )}
      <Anchor component={Link} to="/login" fz="sm">
        <Trans>Back to login</Trans>
      </Anchor>
    </AuthCard>
  );
}

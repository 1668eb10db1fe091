import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Button, Checkbox, Group, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { Link, useLocation } from 'react-router-dom';

import { zLoginInput, type LoginInput } from '../../../contract/auth.ts';
import { PasswordField } from '../../components/password-field.tsx';
import { schemaValidator } from '../../lib/forms/schema-validator.ts';
import { useAsyncAction } from '../../lib/forms/use-async-action.ts';

import { login } from './auth-api.ts';
import { AuthCard } from '../../components/auth-card/auth-card.tsx';
import { signInWithToken } from './sign-in.ts';

export default function LoginPage() {
  const { t } = useLingui();
  const location = useLocation();
  const form = useForm<LoginInput>({
    mode: 'controlled',
    initialValues: { email: '', password: '' },
    validate: schemaValidator(zLoginInput),
    validateInputOnChange: true,
  });

  const [sharedDevice, setSharedDevice] = useState(false);

  const { busy, run } = useAsyncAction(async (values: LoginInput) => {
    const { accessToken } = await login(values);
    // The session it starts takes the user on (docs/roles-and-permissions.md, "The router guard").
    await signInWithToken(accessToken, { sharedDevice });
  });
  const submit = form.onSubmit((values) => void run(values));

  return (
    <AuthCard title={<Trans>Log in to Shawahid</Trans>}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <TextInput
            label={t`Email`}
            type="email"
            autoComplete="email"
            inputMode="email"
            dir="ltr"
            required
            {...form.getInputProps('email')}
          />
          <PasswordField
            label={t`Password`}
            autoComplete="current-password"
            required
            {...form.getInputProps('password')}
          />
          <Checkbox
            label={t`This is a shared device`}
            description={t`Signing out deletes what Shawahid kept on it for you.`}
            checked={sharedDevice}
            onChange={(event) => setSharedDevice(event.currentTarget.checked)}
          />
          <Group justify="flex-end">
            <Anchor component={Link} to="/forgot-password" fz="sm">
              <Trans>Forgot your password?</Trans>
            </Anchor>
          </Group>
          <Button type="submit" loading={busy} fullWidth>
            <Trans>Login</Trans>
          </Button>
          <Text fz="sm" ta="center">
            <Trans>
              New to Shawahid?{' '}
              <Anchor component={Link} to="/signup" state={location.state}>
                Start your free trial
              </Anchor>
            </Trans>
          </Text>
        </Stack>
      </form>
    </AuthCard>
  );
}

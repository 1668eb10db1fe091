import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Button, Group, PinInput, Stack, Text } from '@mantine/core';
import { useInterval, useMediaQuery } from '@mantine/hooks';
import { useState } from 'react';

import { verificationCodeLength } from '../../../contract/constants.ts';
import { EmailAddress } from '../../components/email-address.tsx';
import { PasswordField } from '../../components/password-field.tsx';

interface VerifyCodeStepProps {
  email: string;
  resendAfterSeconds: number;
  verifying: boolean;
  /** The password typed on the first step, or null after a reload: then it is asked again. */
  knownPassword: string | null;
  onVerify: (code: string, password: string) => void;
  onResend: (password: string) => void;
  onChangeEmail: () => void;
}

/** Step two of signup: the six-digit code from the email, with resend and change-email. */
export function VerifyCodeStep(props: VerifyCodeStepProps) {
  const { t } = useLingui();
  const [code, setCode] = useState('');
  const [typedPassword, setTypedPassword] = useState('');
  const password = props.knownPassword ?? typedPassword;
  const ready = code.length === verificationCodeLength && password.length > 0;
  // Six large boxes are wider than a phone's card: smaller ones, closer together, there.
  const narrow = useMediaQuery('(max-width: 30em)') ?? false;
  const [secondsLeft, setSecondsLeft] = useState(props.resendAfterSeconds);
  // The parent remounts this step for each code sent, which restarts the countdown.
  useInterval(() => setSecondsLeft((seconds) => Math.max(0, seconds - 1)), 1000, {
    autoInvoke: true,
  });

  return (
    <Stack gap="md">
      <Text>
        <Trans>
          We sent a <Plural value={verificationCodeLength} one="#-digit" other="#-digit" /> code to{' '}
          <EmailAddress email={props.email} />. Enter it below; it is valid for 15 minutes.
        </Trans>
      </Text>
      <Group justify="center" dir="ltr">
        <PinInput
          length={verificationCodeLength}
          type="number"
          oneTimeCode
          value={code}
          onChange={setCode}
          onComplete={(complete) => {
            if (password.length > 0) props.onVerify(complete, password);
          }}
          aria-label={t`Verification code`}
          getInputProps={(index) => ({
            'aria-label': t`Digit ${index + 1} of the verification code`,
          })}
          size={narrow ? 'md' : 'lg'}
          gap={narrow ? 6 : 'sm'}
        />
      </Group>
      {props.knownPassword === null && (
        <PasswordField
          label={t`Your password again`}
          description={t`For your safety it is not kept when the page reloads.`}
          autoComplete="new-password"
          required
          value={typedPassword}
          onChange={(event) => setTypedPassword(event.currentTarget.value)}
        />
      )}
      <Button
        fullWidth
        loading={props.verifying}
        disabled={!ready}
        onClick={() => props.onVerify(code, password)}
      >
        <Trans>Verify and create my account</Trans>
      </Button>
      <Group justify="space-between">
        <Anchor
          component="button"
          type="button"
          fz="sm"
          disabled={secondsLeft > 0 || password.length === 0}
          onClick={() => props.onResend(password)}
        >
          {secondsLeft > 0 ? (
            <Trans>Resend the code in {secondsLeft} s</Trans>
          ) : (
            <Trans>Resend the code</Trans>
          )}
        </Anchor>
        <Anchor component="button" type="button" fz="sm" onClick={props.onChangeEmail}>
          <Trans>Change email</Trans>
        </Anchor>
      </Group>
    </Stack>
  );
}

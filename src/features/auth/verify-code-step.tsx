import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Button, Group, PinInput, Stack, Text } from '@mantine/core';
import { useInterval, useMediaQuery } from '@mantine/hooks';
import { useState } from 'react';

import { verificationCodeLength } from '../../../contract/constants.ts';
import { EmailAddress } from '../../components/email-address.tsx';

interface VerifyCodeStepProps {
  email: string;
  resendAfterSeconds: number;
  verifying: boolean;
  onVerify: (code: string) => void;
  onResend: () => void;
  onChangeEmail: () => void;
}

/** Step two of signup: the six-digit code from the email, with resend and change-email. */
export function VerifyCodeStep(props: VerifyCodeStepProps) {
  const { t } = useLingui();
  const [code, setCode] = useState('');
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
          We sent a {verificationCodeLength}-digit code to <EmailAddress email={props.email} />.
          Enter it below; it is valid for 15 minutes.
        </Trans>
      </Text>
      <Group justify="center" dir="ltr">
        <PinInput
          length={verificationCodeLength}
          type="number"
          oneTimeCode
          value={code}
          onChange={setCode}
          onComplete={props.onVerify}
          aria-label={t`Verification code`}
          getInputProps={(index) => ({
            'aria-label': t`Digit ${index + 1} of the verification code`,
          })}
          size={narrow ? 'md' : 'lg'}
          gap={narrow ? 6 : 'sm'}
        />
      </Group>
      <Button
        fullWidth
        loading={props.verifying}
        disabled={code.length !== verificationCodeLength}
        onClick={() => props.onVerify(code)}
      >
        <Trans>Verify and create my account</Trans>
      </Button>
      <Group justify="space-between">
        <Anchor
          component="button"
          type="button"
          fz="sm"
          disabled={secondsLeft > 0}
          onClick={props.onResend}
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

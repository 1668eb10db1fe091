import { Trans } from '@lingui/react/macro';
import { Anchor, Text } from '@mantine/core';
import { useState } from 'react';
import { Link, useLocation } from 'react-router-dom';

import type { SignupInput } from '../../../contract/signup.ts';
import { signupInvitationOf } from '../../entities/invitation/signup-invitation.ts';
import { useAsyncAction } from '../../lib/forms/use-async-action.ts';
import { useLocale } from '../../lib/i18n/use-locale.ts';

import { requestVerification, verifyAndSignup } from './signup-api.ts';
import { AuthCard } from '../../components/auth-card/auth-card.tsx';
import { signInWithToken } from './sign-in.ts';
import { SignupForm } from './signup-form.tsx';
import { clearSignupPending, markSignupPending, pendingSignup } from './signup-pending.ts';
import { VerifyCodeStep } from './verify-code-step.tsx';

const emptySignup: SignupInput = {
  fullName: '',
  email: '',
  password: '',
  schoolName: '',
  mobile: '+966',
  dateOfBirth: '',
};

export default function SignupPage() {
  const location = useLocation();
  const { locale } = useLocale();
  const invitation = signupInvitationOf(location.state);
  const invitedSchool = invitation?.schoolName;
  // After a reload the code step comes back with what was typed; the password never leaves
  // memory, so the code step asks for it again then.
  const [pending] = useState(pendingSignup);
  const [details, setDetails] = useState<SignupInput>(() => ({
    ...emptySignup,
    ...pending?.details,
    ...invitation,
    password: '',
  }));
  const [codeSent, setCodeSent] = useState<{ resendAfterSeconds: number; sentAt: number } | null>(
    () =>
      pending && {
        resendAfterSeconds: Math.max(0, Math.ceil((pending.resendAt - Date.now()) / 1000)),
        sentAt: Date.now(),
      },
  );

  const { busy: sending, run: sendCode } = useAsyncAction(async (values: SignupInput) => {
    const sent = await requestVerification({ ...values, locale });
    setDetails(values);
    markSignupPending({ ...values, email: sent.email }, sent.resendAfterSeconds);
    setCodeSent({ resendAfterSeconds: sent.resendAfterSeconds, sentAt: Date.now() });
  });

  const { busy: verifying, run: verify } = useAsyncAction(
    async (code: string, password: string) => {
      const { accessToken } = await verifyAndSignup({ ...details, password, locale, code });
      // Cleared first: the session takes the visitor on at once, back where they came from (an
      // invitation) or home (docs/roles-and-permissions.md, "The router guard").
      clearSignupPending();
      await signInWithToken(accessToken);
    },
  );

  const changeEmail = () => {
    clearSignupPending();
    setCodeSent(null);
  };

  return (
    <AuthCard
      title={
        codeSent ? (
          <Trans>Verify your email</Trans>
        ) : invitation ? (
          <Trans>
            Create your account to join <bdi>{invitedSchool}</bdi>
          </Trans>
        ) : (
          <Trans>Start your 14-day free trial</Trans>
        )
      }
    >
      {codeSent ? (
        <VerifyCodeStep
          key={codeSent.sentAt}
          email={details.email}
          resendAfterSeconds={codeSent.resendAfterSeconds}
          verifying={verifying}
          knownPassword={details.password === '' ? null : details.password}
          onVerify={(code, password) => void verify(code, password)}
          onResend={(password) => void sendCode({ ...details, password })}
          onChangeEmail={changeEmail}
        />
      ) : (
        <SignupForm
          initialValues={details}
          invited={invitation !== null}
          submitting={sending}
          onSubmit={(values) => void sendCode(values)}
        />
      )}
      <Text fz="sm" ta="center">
        <Trans>
          Already have an account?{' '}
          <Anchor component={Link} to="/login" state={location.state}>
            Log in
          </Anchor>
        </Trans>
      </Text>
    </AuthCard>
  );
}

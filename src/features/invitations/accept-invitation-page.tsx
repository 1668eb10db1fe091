import { Trans } from '@lingui/react/macro';
import { Alert, Anchor, Avatar, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';

import type { InvitationPreview } from '../../../contract/invitations.ts';
import { AuthCard } from '../../components/auth-card/auth-card.tsx';
import { EmailAddress } from '../../components/email-address.tsx';
import type { SignupInvitation } from '../../entities/invitation/signup-invitation.ts';
import { ApiError } from '../../lib/api/api-error.ts';
import { useServerData } from '../../lib/api/use-server-data.ts';
import { formatLongDate } from '../../lib/format/format-date.ts';
import { useAsyncAction } from '../../lib/forms/use-async-action.ts';
import { useLocale } from '../../lib/i18n/use-locale.ts';
import { notifyKey, translateKey } from '../../lib/notify/notify.ts';
import { homePathFor } from '../../lib/session/home-path.ts';
import { loadProfile } from '../../lib/session/load-profile.ts';
import { startSession, useSession } from '../../lib/session/session-store.ts';

import { acceptInvitation, fetchInvitationPreview } from './invitation-api.ts';

type PreviewState = InvitationPreview | 'loading' | { failedKey: string };

const invalidLink = 'invitations.failed.invalidOrExpired';

/**
 * /accept-invitation?token=…: shows the school and the role, sends a visitor to sign in or
 * sign up and back here, then joins the signed-in invitee to the school.
 */
export default function AcceptInvitationPage() {
  const { locale } = useLocale();
  const navigate = useNavigate();
  const session = useSession();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const answer = useServerData(`invitation:${token}`, (signal) =>
    token ? fetchInvitationPreview(token, signal) : Promise.reject(new ApiError(invalidLink, 400)),
  );
  const preview: PreviewState =
    answer.status === 'loading'
      ? 'loading'
      : answer.status === 'loaded'
        ? answer.data
        : // A malformed link fails validation (400); to the invitee it is just an invalid link.
          { failedKey: answer.error.status === 400 ? invalidLink : answer.error.key };

  const { busy, run: accept } = useAsyncAction(async () => {
    const { accessToken } = await acceptInvitation(token);
    const started = startSession(accessToken);
    if (!started) throw new ApiError('common.error.invalidToken', null);
    await loadProfile();
    notifyKey('invitations.success.accepted');
    await navigate(homePathFor(started.user.role), { replace: true });
  });

  const returnHere = { from: `/accept-invitation?token=${encodeURIComponent(token)}` };

  return (
    <AuthCard title={<Trans>Invitation to join a school</Trans>}>
      {preview === 'loading' && <Loader />}
      {typeof preview === 'object' && 'failedKey' in preview && (
        <Stack gap="md">
          <Alert color="red">{translateKey(preview.failedKey)}</Alert>
          <Text fz="sm">
            <Trans>Ask your principal to send you a new invitation.</Trans>
          </Text>
          <Anchor component={Link} to="/">
            <Trans>Go to the home page</Trans>
          </Anchor>
        </Stack>
      )}
      {typeof preview === 'object' && 'organizationName' in preview && (
        <Stack gap="md">
          <Group gap="md" wrap="nowrap">
            <Avatar src={preview.organizationLogoUrl} name={preview.organizationName} size="lg" />
            <Text fw={600} fz="lg">
              {preview.organizationName}
            </Text>
          </Group>
          <Text>
            {preview.role === 'org_admin' ? (
              <Trans>You are invited to join this school as a principal.</Trans>
            ) : (
              <Trans>You are invited to join this school as a teacher.</Trans>
            )}
          </Text>
          <Text fz="sm" c="dimmed">
            <Trans>
              Invitation for <EmailAddress email={preview.email} strong />, valid until{' '}
              {formatLongDate(preview.expiresAt, locale)}.
            </Trans>
          </Text>
          {session === null && (
            <Stack gap="sm">
              <Text fz="sm">
                <Trans>Log in or create an account with this email address, then accept.</Trans>
              </Text>
              <Button onClick={() => void navigate('/login', { state: returnHere })}>
                <Trans>Log in to accept</Trans>
              </Button>
              <Button
                variant="light"
                onClick={() =>
                  void navigate('/signup', {
                    state: {
                      ...returnHere,
                      invitation: { email: preview.email, schoolName: preview.organizationName },
                    } satisfies { from: string; invitation: SignupInvitation },
                  })
                }
              >
                <Trans>Create an account</Trans>
              </Button>
            </Stack>
          )}
          {session !== null && session.user.email !== preview.email && (
            <Alert color="yellow">
              <Trans>
                You are signed in as <EmailAddress email={session.user.email} strong />. Log out and
                sign in with the invited address to accept.
              </Trans>
            </Alert>
          )}
          {session !== null && session.user.email === preview.email && (
            <Button loading={busy} onClick={() => void accept()}>
              <Trans>Accept invitation</Trans>
            </Button>
          )}
        </Stack>
      )}
    </AuthCard>
  );
}

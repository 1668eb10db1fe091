import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Anchor, Button, Loader, Stack, Text } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router-dom';

import { notificationEndpoints } from '../../../contract/endpoints/notifications.ts';
import type { NotificationKind } from '../../../contract/notifications.ts';
import { AuthCard } from '../../components/auth-card/auth-card.tsx';
import { notificationKindLabel } from '../../entities/notification-kind/notification-kind-label.ts';
import { callEndpoint } from '../../lib/api/api-client.ts';
import { ApiError } from '../../lib/api/api-error.ts';
import { toApiError } from '../../lib/api/to-api-error.ts';
import { useServerData } from '../../lib/api/use-server-data.ts';
import { translateKey } from '../../lib/notify/notify.ts';

function ChoicesLink({ children }: { children: ReactNode }) {
  return (
    <Anchor component={Link} to="/profile#notifications" fz="sm">
      {children}
    </Anchor>
  );
}

function KindName({ kind }: { kind: NotificationKind }) {
  const { i18n } = useLingui();
  return <strong>{i18n._(notificationKindLabel[kind])}</strong>;
}

type Turning = { status: 'asking' | 'turning' | 'done' } | { status: 'failed'; error: ApiError };

/** Asks before it turns the kind off, and says so once done. */
function TurnOff({ token, kind }: { token: string; kind: NotificationKind }) {
  const { t } = useLingui();
  const [turning, setTurning] = useState<Turning>({ status: 'asking' });
  if (turning.status !== 'done') {
    const turnOff = async () => {
      setTurning({ status: 'turning' });
      try {
        await callEndpoint(notificationEndpoints.unsubscribeEmail, { query: { token } });
        setTurning({ status: 'done' });
      } catch (thrown) {
        setTurning({ status: 'failed', error: await toApiError(thrown) });
      }
    };
    return (
      <Stack gap="md">
        <Text>
          <Trans>
            Stop the emails about: <KindName kind={kind} />?
          </Trans>
        </Text>
        <Text fz="sm" c="dimmed">
          <Trans>You will still find these in the app’s notifications.</Trans>
        </Text>
        {turning.status === 'failed' ? (
          <Alert color="red" variant="light" role="alert">
            {translateKey(turning.error.key, turning.error.params)}
          </Alert>
        ) : null}
        <Button
          color="red"
          fullWidth
          loading={turning.status === 'turning'}
          onClick={() => void turnOff()}
        >
          {t`Turn these emails off`}
        </Button>
        <ChoicesLink>
          <Trans>Keep them, and open my notification choices</Trans>
        </ChoicesLink>
      </Stack>
    );
  }
  return (
    <Stack gap="sm">
      <Alert color="teal" variant="light" title={t`Emails turned off`}>
        <Text fz="sm">
          <Trans>
            You will no longer get emails about: <KindName kind={kind} />.
          </Trans>
        </Text>
      </Alert>
      <Text fz="sm" c="dimmed">
        <Trans>
          You still find these in the app’s notifications. To get the emails again, or to turn off
          others, open your <ChoicesLink>notification choices</ChoicesLink>.
        </Trans>
      </Text>
    </Stack>
  );
}

/**
 * `/unsubscribe?token=…`, the link in every notification email: names the email's kind and
 * turns it off only when the button is pressed, since mail scanners open every link
 * (docs/notifications.md, "Email"). The mail client's one-click POST goes to the API instead.
 */
export default function UnsubscribePage() {
  const { t } = useLingui();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const answer = useServerData(`unsubscribe:${token}`, (signal) =>
    token
      ? callEndpoint(notificationEndpoints.readEmailUnsubscribe, { query: { token } }, { signal })
      : Promise.reject(new ApiError('validation.error.invalidRequestFormat', 400)),
  );
  return (
    <AuthCard title={t`Email notifications`}>
      {answer.status === 'loading' ? (
        <Loader aria-label={t`Reading the link`} />
      ) : answer.status === 'failed' ? (
        <Alert color="red" variant="light" title={t`These emails could not be turned off`}>
          <Stack gap="xs">
            <Text fz="sm">
              {answer.error.status === 400
                ? t`This link is not valid. Choose which emails you get in your profile.`
                : translateKey(answer.error.key, answer.error.params)}
            </Text>
            <ChoicesLink>
              <Trans>Open my notification choices</Trans>
            </ChoicesLink>
          </Stack>
        </Alert>
      ) : (
        <TurnOff token={token} kind={answer.data.kind} />
      )}
    </AuthCard>
  );
}

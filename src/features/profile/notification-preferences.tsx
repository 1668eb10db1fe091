import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Group, Loader, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';

import type { Role } from '../../../contract/constants.ts';
import {
  defaultNotificationChannels,
  type NotificationChannel,
  type NotificationKind,
} from '../../../contract/notifications.ts';
import { reportApiError } from '../../lib/api/report-api-error.ts';
import { useNetworkOnline } from '../../lib/api/use-network-online.ts';
import { useServerData } from '../../lib/api/use-server-data.ts';

import { notificationKindLabel } from '../../entities/notification-kind/notification-kind-label.ts';

import { fetchNotificationPreferences, updateNotificationChannel } from './profile-api.ts';

interface KindGroup {
  title: 'work' | 'school' | 'account';
  kinds: readonly NotificationKind[];
}

/** The kinds that can reach a role, grouped as the user thinks of them. */
export function kindGroupsFor(role: Role): KindGroup[] {
  const work: KindGroup = {
    title: 'work',
    kinds: [
      'evidenceReturned',
      'evidenceAccepted',
      'evaluationFinalised',
      'selfAssessmentRequested',
      'planAssigned',
      'planFeedback',
      'planGraded',
      'objectionAnswered',
      'editReplaced',
    ],
  };
  const school: KindGroup = {
    title: 'school',
    kinds: ['invitationAccepted', 'evidenceAwaitingReview', 'objectionSubmitted'],
  };
  const account: KindGroup = {
    title: 'account',
    kinds: ['trialEndingSoon', 'subscriptionEndingSoon', 'subscriptionExpired', 'paymentReceived'],
  };
  if (role === 'customer') return [account];
  if (role === 'agent') return [work, account];
  return [work, school, account];
}

/**
 * How each kind reaches the user beyond the centre: push (email where this device has none),
 * email, or not at all. Saved on the server at once, so online only.
 */
export function NotificationPreferences({ role }: { role: Role }) {
  const { t, i18n } = useLingui();
  const online = useNetworkOnline();
  const loaded = useServerData('notification-preferences', fetchNotificationPreferences);
  const [saved, setSaved] = useState<Partial<Record<NotificationKind, NotificationChannel>>>({});
  const [saving, setSaving] = useState<NotificationKind | null>(null);

  if (loaded.status === 'loading') return <Loader size="sm" aria-label={t`Loading`} />;
  if (loaded.status === 'failed') {
    return (
      <Alert color="gray" variant="light">
        <Trans>Your notification choices show here when you are online.</Trans>
      </Alert>
    );
  }
  const channelOf = (kind: NotificationKind): NotificationChannel =>
    saved[kind] ?? loaded.data.channels[kind] ?? defaultNotificationChannels[kind];
  const choose = async (kind: NotificationKind, channel: NotificationChannel) => {
    setSaving(kind);
    try {
      const answer = await updateNotificationChannel(kind, channel);
      setSaved(answer.channels);
    } catch (error) {
      await reportApiError(error);
    } finally {
      setSaving(null);
    }
  };
  const groupTitles = {
    work: t`Your work`,
    school: t`Your school`,
    account: t`Subscription and payments`,
  };
  const channelOptions = [
    { value: 'push', label: t`Notification` },
    { value: 'email', label: t`Email` },
    { value: 'none', label: t`Off` },
  ];
  return (
    <Stack gap="md">
      <Text fz="sm" c="dimmed">
        <Trans>
          Everything is always in the bell’s list. Choose what also reaches you with the app closed:
          a notification on your devices (by email where you have none), an email, or nothing.
        </Trans>
      </Text>
      {!online && (
        <Alert color="yellow" variant="light">
          <Trans>You are offline. Your choices can be changed when you are back online.</Trans>
        </Alert>
      )}
      {kindGroupsFor(role).map((group) => (
        <Stack key={group.title} gap="xs">
          <Title order={3} fz="h5">
            {groupTitles[group.title]}
          </Title>
          {group.kinds.map((kind) => (
            <Group key={kind} justify="space-between" gap="xs" wrap="wrap">
              <Text fz="sm" id={`notification-kind-${kind}`} style={{ flex: '1 1 12rem' }}>
                {i18n._(notificationKindLabel[kind])}
              </Text>
              <SegmentedControl
                size="xs"
                aria-labelledby={`notification-kind-${kind}`}
                value={channelOf(kind)}
                data={channelOptions}
                disabled={!online || saving !== null}
                onChange={(value) => void choose(kind, value as NotificationChannel)}
              />
            </Group>
          ))}
        </Stack>
      ))}
    </Stack>
  );
}

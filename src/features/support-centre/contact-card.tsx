import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Group, Paper, Stack, Text } from '@mantine/core';

import type { ChatContact } from '../../../contract/support-chat.ts';
import { EmailAddress } from '../../components/email-address.tsx';

import { roleLabel } from '../../entities/role/role-label.ts';
import { SubscriptionStatusBadge } from '../../entities/subscription/subscription-status-badge.tsx';
import { formatLongDate } from '../../lib/format/format-date.ts';
import { useLocale } from '../../lib/i18n/use-locale.ts';

/** Who is asking: role, school and subscription for a user; name and email for a visitor. */
export function ContactCard({ contact }: { contact: ChatContact }) {
  const { i18n } = useLingui();
  const { locale } = useLocale();
  const school = contact.organizationName ?? contact.schoolName;
  const endsOn = contact.subscriptionEndsAt
    ? formatLongDate(contact.subscriptionEndsAt, locale)
    : null;
  return (
    <Paper withBorder p="sm" data-testid="contact-card">
      <Stack gap={4}>
        <Group gap="xs">
          <Text fw={600} dir="auto">
            {contact.fullName}
          </Text>
          <Badge variant="light">
            {contact.role ? i18n._(roleLabel[contact.role]) : <Trans>Visitor</Trans>}
          </Badge>
        </Group>
        <Text size="sm" c="dimmed">
          <EmailAddress email={contact.email} />
        </Text>
        {school && (
          <Text size="sm">
            <Trans>
              School: <bdi>{school}</bdi>
            </Trans>
          </Text>
        )}
        {contact.userId && (
          <Group gap="xs">
            <Text size="sm">
              <Trans>Subscription:</Trans>
            </Text>
            <SubscriptionStatusBadge status={contact.subscriptionStatus} />
            {endsOn && (
              <Text size="xs" c="dimmed">
                <Trans>until {endsOn}</Trans>
              </Text>
            )}
          </Group>
        )}
      </Stack>
    </Paper>
  );
}

import { Plural, Trans } from '@lingui/react/macro';
import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useState } from 'react';

import type {
  PortfolioShare,
  PortfolioShareStatus,
} from '../../../../contract/portfolio-shares.ts';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { formatLongDate } from '../../../lib/format/format-date.ts';
import { useAsyncAction } from '../../../lib/forms/use-async-action.ts';
import { useLocale } from '../../../lib/i18n/use-locale.ts';

import { CopyLinkField } from './copy-link-field.tsx';
import { revokePortfolioShare } from './portfolio-share-api.ts';

const statusColor: Record<PortfolioShareStatus, string> = {
  active: 'teal',
  expired: 'gray',
  revoked: 'red',
};

function StatusBadge({ status }: { status: PortfolioShareStatus }) {
  const label = {
    active: <Trans>Active</Trans>,
    expired: <Trans>Expired</Trans>,
    revoked: <Trans>Revoked</Trans>,
  }[status];
  return (
    <Badge color={statusColor[status]} variant="light">
      {label}
    </Badge>
  );
}

/** A portfolio's links, newest first: dates, views, the link to copy and Revoke while active. */
export function ShareLinkList({
  shares,
  canChange,
  onChanged,
}: {
  shares: readonly PortfolioShare[];
  /** False offline: revoking needs the server. */
  canChange: boolean;
  onChanged: () => void;
}) {
  const { locale } = useLocale();
  const [revoking, setRevoking] = useState<PortfolioShare | null>(null);
  const { busy, run: revoke } = useAsyncAction(async () => {
    if (revoking) await revokePortfolioShare(revoking.id);
    setRevoking(null);
    onChanged();
  });
  if (shares.length === 0) {
    return (
      <Text c="dimmed" fz="sm">
        <Trans>No link has been made for this school year yet.</Trans>
      </Text>
    );
  }
  return (
    <Stack gap="sm">
      {shares.map((share) => {
        const created = formatLongDate(share.createdAt, locale);
        const expires = formatLongDate(share.expiresAt, locale);
        return (
          <Paper key={share.id} withBorder p="sm" radius="md" data-testid="share-link">
            <Stack gap={6}>
              <Group justify="space-between" gap="xs">
                <Group gap="xs">
                  <StatusBadge status={share.status} />
                  {share.acceptedOnly && (
                    <Badge color="gray" variant="outline">
                      <Trans>Accepted evidence only</Trans>
                    </Badge>
                  )}
                </Group>
                <Text fz="sm" c="dimmed">
                  <Plural value={share.viewCount} _0="No views" one="# view" other="# views" />
                </Text>
              </Group>
              <Text fz="sm">
                {share.status === 'revoked' ? (
                  <Trans>Made on {created}, revoked</Trans>
                ) : share.status === 'expired' ? (
                  <Trans>
                    Made on {created}, expired on {expires}
                  </Trans>
                ) : (
                  <Trans>
                    Made on {created}, works until {expires}
                  </Trans>
                )}
              </Text>
              {share.status === 'active' && (
                <>
                  <CopyLinkField url={share.url} />
                  <Group justify="flex-end">
                    <Button
                      variant="subtle"
                      color="red"
                      size="compact-sm"
                      disabled={!canChange}
                      onClick={() => setRevoking(share)}
                    >
                      <Trans>Revoke</Trans>
                    </Button>
                  </Group>
                </>
              )}
            </Stack>
          </Paper>
        );
      })}
      <ConfirmDialog
        opened={revoking !== null}
        title={<Trans>Revoke this link?</Trans>}
        message={
          <Trans>
            Whoever has it will no longer be able to open the portfolio. PDFs already printed with
            its QR code will stop opening it too.
          </Trans>
        }
        confirmLabel={<Trans>Revoke</Trans>}
        busy={busy}
        onConfirm={() => void revoke()}
        onCancel={() => setRevoking(null)}
      />
    </Stack>
  );
}

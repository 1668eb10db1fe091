import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  Alert,
  Button,
  Checkbox,
  Divider,
  Loader,
  SegmentedControl,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconLink, IconWifiOff } from '@tabler/icons-react';
import { useState } from 'react';

import { schoolYearName } from '../../../../contract/school-year-name.ts';
import {
  defaultPortfolioShareDuration,
  portfolioShareDurations,
  type PortfolioShare,
  type PortfolioShareDuration,
} from '../../../../contract/portfolio-shares.ts';
import { FormDialog } from '../../../components/form-dialog.tsx';
import { useNetworkOnline } from '../../../lib/api/use-network-online.ts';
import { useServerData } from '../../../lib/api/use-server-data.ts';
import { useAsyncAction } from '../../../lib/forms/use-async-action.ts';
import { useLocale } from '../../../lib/i18n/use-locale.ts';

import { CopyLinkField } from './copy-link-field.tsx';
import {
  createPortfolioShare,
  fetchPortfolioShares,
  type SharedPortfolioOwner,
} from './portfolio-share-api.ts';
import { ShareLinkList } from './share-link-list.tsx';

function SharesOf({ owner, online }: { owner: SharedPortfolioOwner; online: boolean }) {
  const { t } = useLingui();
  const { locale } = useLocale();
  const [days, setDays] = useState<PortfolioShareDuration>(defaultPortfolioShareDuration);
  const [acceptedOnly, setAcceptedOnly] = useState(false);
  const [made, setMade] = useState<PortfolioShare | null>(null);
  const shares = useServerData(
    `portfolio-shares:${owner.userId ?? 'own'}:${owner.year}`,
    (signal) => fetchPortfolioShares(owner, signal),
  );
  const { busy, run: create } = useAsyncAction(async () => {
    setMade(await createPortfolioShare(owner, { expiresInDays: days, acceptedOnly }, locale));
    shares.reload();
  });
  const durationLabel = (count: number) =>
    t({ message: plural(count, { one: '# day', other: '# days' }) });
  return (
    <Stack gap="md">
      <Text fz="sm">
        <Trans>
          Anyone with the link can read this school year’s portfolio and its evidence without an
          account, until the link expires or is revoked. Nothing else of the account is shown.
        </Trans>
      </Text>
      <Stack gap={6}>
        <Text fz="sm" fw={500} id="share-expiry-label">
          <Trans>The link works for</Trans>
        </Text>
        <SegmentedControl
          aria-labelledby="share-expiry-label"
          value={String(days)}
          onChange={(value) => setDays(Number(value) as PortfolioShareDuration)}
          data={portfolioShareDurations.map((count) => ({
            value: String(count),
            label: durationLabel(count),
          }))}
        />
      </Stack>
      <Checkbox
        checked={acceptedOnly}
        onChange={(event) => setAcceptedOnly(event.currentTarget.checked)}
        label={<Trans>Accepted evidence only</Trans>}
        description={
          <Trans>
            Leave out evidence the principal returned or has not reviewed yet. Otherwise each piece
            shows where it stands.
          </Trans>
        }
      />
      <Button
        leftSection={<IconLink size={16} aria-hidden />}
        loading={busy}
        disabled={!online}
        onClick={() => void create()}
      >
        <Trans>Create link</Trans>
      </Button>
      {made && (
        <Alert color="teal" title={<Trans>Link created: copy it and send it</Trans>}>
          <CopyLinkField url={made.url} />
        </Alert>
      )}
      <Divider />
      <Title order={3} fz="md">
        <Trans>Links of this school year</Trans>
      </Title>
      {shares.status === 'loading' && <Loader size="sm" />}
      {shares.status === 'failed' && (
        <Alert color="red">
          <Trans>The links could not be loaded. Check your connection and try again.</Trans>
        </Alert>
      )}
      {shares.status === 'loaded' && (
        <ShareLinkList
          shares={shares.data}
          canChange={online}
          onChanged={() => {
            setMade(null);
            shares.reload();
          }}
        />
      )}
    </Stack>
  );
}

/**
 * "Share portfolio": makes an expiring link to this school year's portfolio that opens
 * without an account, and lists the links made with their views, each revocable. It needs
 * the server, so offline it says so and changes nothing.
 */
export function PortfolioShareDialog({
  opened,
  onClose,
  owner,
}: {
  opened: boolean;
  onClose: () => void;
  owner: SharedPortfolioOwner;
}) {
  const online = useNetworkOnline();
  const { locale } = useLocale();
  const year = schoolYearName(owner.year, locale);
  return (
    <FormDialog
      opened={opened}
      onClose={onClose}
      title={
        <Trans>
          Share portfolio <bdi>{year}</bdi>
        </Trans>
      }
    >
      <Stack gap="md">
        {!online && (
          <Alert color="yellow" icon={<IconWifiOff size={18} aria-hidden />}>
            <Trans>
              Sharing needs a connection. Connect to the internet to make or revoke links.
            </Trans>
          </Alert>
        )}
        {opened && <SharesOf owner={owner} online={online} />}
      </Stack>
    </FormDialog>
  );
}

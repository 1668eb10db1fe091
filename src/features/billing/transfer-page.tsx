import { Trans, useLingui } from '@lingui/react/macro';
import {
  ActionIcon,
  Alert,
  Anchor,
  Button,
  Card,
  Container,
  CopyButton,
  Group,
  Loader,
  Stack,
  Text,
  Title,
  Tooltip,
} from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { useEffect, type ReactNode } from 'react';
import { Link, useParams } from 'react-router-dom';

import type { TransferDetails } from '../../../contract/billing.ts';
import { reportApiError } from '../../lib/api/report-api-error.ts';
import { useServerData } from '../../lib/api/use-server-data.ts';
import { formatHalalas } from '../../lib/format/format-money.ts';
import { useLocale } from '../../lib/i18n/use-locale.ts';
import { fetchProformaPdf, fetchTransfer } from '../../entities/billing/billing-api.ts';
import { useFileDownload } from '../../lib/download/use-file-download.ts';

/** "SA03 8000 0000 6080 1016 7519": an IBAN in the groups of four banks print. */
function groupedIban(iban: string): string {
  return iban.replace(/(.{4})(?=.)/g, '$1 ');
}

/** A bank detail to type into a bank's form: left to right, wrapping, with a copy button. */
function CopyableValue({
  label,
  value,
  shown,
}: {
  label: ReactNode;
  value: string;
  shown: string;
}) {
  const { t } = useLingui();
  return (
    <Stack gap={0}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Group gap="xs" wrap="nowrap" align="center">
        <Text dir="ltr" ff="monospace" style={{ overflowWrap: 'anywhere', minWidth: 0 }}>
          <bdi>{shown}</bdi>
        </Text>
        <CopyButton value={value}>
          {({ copied, copy }) => (
            <Tooltip label={copied ? t`Copied` : t`Copy`} withArrow>
              <ActionIcon
                variant="subtle"
                color={copied ? 'teal' : 'gray'}
                onClick={copy}
                aria-label={t`Copy ${value}`}
              >
                {copied ? <IconCheck size={18} /> : <IconCopy size={18} />}
              </ActionIcon>
            </Tooltip>
          )}
        </CopyButton>
      </Group>
    </Stack>
  );
}

function TransferState({ details }: { details: TransferDetails }) {
  const { t } = useLingui();
  if (details.state === 'rejected') {
    return (
      <Alert color="red" title={t`The bank transfer was not accepted`}>
        <Stack gap="xs">
          {details.rejectionReason ? (
            <Text size="sm" data-testid="transfer-rejection-reason">
              <bdi>{details.rejectionReason}</bdi>
            </Text>
          ) : null}
          <Anchor component={Link} to="/profile" size="sm">
            <Trans>Choose how to pay again from your profile</Trans>
          </Anchor>
        </Stack>
      </Alert>
    );
  }
  if (details.state === 'confirmed') {
    return (
      <Alert color="teal" title={t`Transfer received`}>
        <Text size="sm">
          <Trans>
            Your subscription is active. The tax invoice is under Payment history in your{' '}
            <Anchor component={Link} to="/profile" size="sm">
              profile
            </Anchor>
            .
          </Trans>
        </Text>
      </Alert>
    );
  }
  return (
    <Alert color="blue">
      <Trans>
        Your subscription starts once the transfer is received and confirmed; the tax invoice then
        appears in your payment history.
      </Trans>
    </Alert>
  );
}

/** A transfer: where to send how much, the reference to write, the quotation, or its outcome. */
export default function TransferPage() {
  const { id = '' } = useParams();
  const { locale } = useLocale();
  const transfer = useServerData(`transfer:${id}`, (signal) => fetchTransfer(id, signal));
  const failure = transfer.status === 'failed' ? transfer.error : null;
  useEffect(() => {
    if (failure) void reportApiError(failure);
  }, [failure]);
  const { download, downloading } = useFileDownload();

  if (transfer.status !== 'loaded') {
    return <Container py="xl">{transfer.status === 'loading' && <Loader />}</Container>;
  }
  const details = transfer.data;
  return (
    <Container size="sm" py="xl" px="md">
      <Stack gap="lg">
        <Title order={1}>
          <Trans>Pay by bank transfer</Trans>
        </Title>
        <TransferState details={details} />
        <Card withBorder padding="md">
          <Stack gap="sm">
            <Group justify="space-between" gap="xs">
              <Text fw={700}>
                <Trans>Amount to transfer</Trans>
              </Text>
              <Text fw={700} data-testid="transfer-amount">
                {formatHalalas(details.amountHalalas, locale)}
              </Text>
            </Group>
            <Text size="sm" c="dimmed">
              <Trans>Including VAT of {formatHalalas(details.vatHalalas, locale)}</Trans>
            </Text>
            <Stack gap={0}>
              <Text size="sm" c="dimmed">
                <Trans>Bank</Trans>
              </Text>
              <Text>
                <bdi>{details.bankName}</bdi>
              </Text>
            </Stack>
            <Stack gap={0}>
              <Text size="sm" c="dimmed">
                <Trans>Account holder</Trans>
              </Text>
              <Text>
                <bdi>{details.accountHolder}</bdi>
              </Text>
            </Stack>
            <CopyableValue
              label={<Trans>IBAN</Trans>}
              value={details.iban}
              shown={groupedIban(details.iban)}
            />
            <CopyableValue
              label={<Trans>Reference to write on the transfer</Trans>}
              value={details.reference}
              shown={details.reference}
            />
          </Stack>
        </Card>
        {details.state === 'pending' ? (
          <Button
            variant="default"
            loading={downloading}
            style={{ alignSelf: 'flex-start' }}
            onClick={() =>
              void download(
                () => fetchProformaPdf(details.id),
                `${details.reference}-quotation.pdf`,
              )
            }
          >
            <Trans>Download the quotation (PDF)</Trans>
          </Button>
        ) : null}
      </Stack>
    </Container>
  );
}

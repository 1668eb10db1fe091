import { Trans } from '@lingui/react/macro';
import { Alert } from '@mantine/core';

import { useServerData } from '../../lib/api/use-server-data.ts';
import { useLocale } from '../../lib/i18n/use-locale.ts';

import { fetchExemptionReasons } from './evaluation-season-api.ts';
import { exemptionReasonName } from './exemption-reason-name.ts';

/**
 * Tells a staff member why her self-assessment is closed: her principal marked her as not
 * evaluated this school year (issue 33, item 8). The reason's name needs a connection.
 */
export function NotEvaluatedNote({ reasonCode }: { reasonCode: string }) {
  const { locale } = useLocale();
  const reasons = useServerData('evaluation-exemption-reasons', fetchExemptionReasons);
  const reason =
    reasons.status === 'loaded'
      ? reasons.data.find((candidate) => candidate.code === reasonCode)
      : undefined;
  const name = reason ? exemptionReasonName(reason, locale) : undefined;
  return (
    <Alert color="gray" variant="light">
      {name ? (
        <Trans>
          Your principal marked you as not evaluated this school year (<bdi>{name}</bdi>), so there
          is no self-assessment to fill in.
        </Trans>
      ) : (
        <Trans>
          Your principal marked you as not evaluated this school year, so there is no
          self-assessment to fill in.
        </Trans>
      )}
    </Alert>
  );
}

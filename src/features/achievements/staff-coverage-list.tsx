import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Card, Loader, Stack, Text, Title } from '@mantine/core';
import { memo } from 'react';
import { Link } from 'react-router-dom';

import type { StaffCoverage } from '../../../contract/achievements.ts';
import { OfflineCopyNote } from '../../components/offline-copy-note.tsx';
import { PlainBadge } from '../../components/plain-badge/plain-badge.tsx';
import { useServerDataRequest } from '../../lib/api/use-server-data-request.ts';
import { numberFormat } from '../../lib/format/intl-formatters.ts';
import { useLocale } from '../../lib/i18n/use-locale.ts';

import classes from './staff-coverage-list.module.css';
import { staffCoverageRequest } from './staff-data-requests.ts';

/** For the principal: each staff member's coverage, opening their achievements read-only. */
export function StaffCoverageList() {
  const staff = useServerDataRequest(staffCoverageRequest);
  return (
    <Card withBorder>
      <Stack gap="sm">
        <Title order={2} fz="h4">
          <Trans>Staff coverage</Trans>
        </Title>
        {staff.status === 'loading' && <Loader size="sm" />}
        {staff.status === 'failed' && (
          <Text c="dimmed" fz="sm">
            <Trans>The staff list needs a connection.</Trans>
          </Text>
        )}
        <OfflineCopyNote state={staff} />
        {staff.status === 'loaded' && (
          <div className={classes.scroll}>
            <table className={classes.table}>
              <thead>
                <tr>
                  <th scope="col">
                    <Trans>Name</Trans>
                  </th>
                  <th scope="col">
                    <Trans>Evidence</Trans>
                  </th>
                  <th scope="col">
                    <Trans>Criteria covered</Trans>
                  </th>
                </tr>
              </thead>
              <tbody>
                {staff.data.map((member) => (
                  <StaffCoverageRow key={member.userId} member={member} />
                ))}
              </tbody>
            </table>
          </div>
        )}
      </Stack>
    </Card>
  );
}

/** One member: their evidence, what awaits review, and how many of their criteria it covers. */
const StaffCoverageRow = memo(function StaffCoverageRow({ member }: { member: StaffCoverage }) {
  const { t } = useLingui();
  const number = numberFormat(useLocale().locale);
  const { coveredCriteria, totalCriteria, fullName: name, awaitingReview } = member;
  const percent = totalCriteria > 0 ? Math.round((coveredCriteria / totalCriteria) * 100) : 0;
  const covered = number.format(coveredCriteria);
  const total = number.format(totalCriteria);
  return (
    <tr>
      <td>
        <Link className={classes.name} to={`/achievements?userId=${member.userId}`}>
          <bdi>{name}</bdi>
        </Link>
        {awaitingReview > 0 && (
          <Link className={classes.toReview} to={`/review?userId=${member.userId}`}>
            <PlainBadge color="gray">
              {t({ message: plural(awaitingReview, { one: '# to review', other: '# to review' }) })}
            </PlainBadge>
          </Link>
        )}
      </td>
      <td>{number.format(member.achievementCount)}</td>
      <td>
        <span className={classes.covered}>{t`${covered} of ${total}`}</span>
        <div
          className={classes.track}
          role="progressbar"
          aria-label={t`Criteria covered by ${name}`}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
        >
          <div className={classes.bar} style={{ inlineSize: `${percent}%` }} />
        </div>
      </td>
    </tr>
  );
});

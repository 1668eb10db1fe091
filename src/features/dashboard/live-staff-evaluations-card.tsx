import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useLiveQuery } from '../../lib/live-data/use-live-query.ts';

import { schoolYearName } from '../../../contract/school-year-name.ts';
import { schoolYearOf } from '../../../contract/school-year.ts';
import { principalFormsOfYear } from '../../entities/evaluation/principal-forms-of-year.ts';
import { useLocale } from '../../lib/i18n/use-locale.ts';
import { useUserDb } from '../../lib/session/use-user-db.ts';

import { formatCount } from './format-figures.ts';
import { StatCard } from './stat-card.tsx';

/** The principal's evaluations of this school year, from the forms the device keeps. */
export default function LiveStaffEvaluationsCard() {
  const { t } = useLingui();
  const { locale } = useLocale();
  const db = useUserDb();
  const schoolYear = schoolYearOf(new Date().toISOString().slice(0, 10));
  const year = schoolYearName(schoolYear, locale);
  const forms = useLiveQuery(
    () =>
      principalFormsOfYear(db, schoolYear).then((rows) =>
        // Staff marked as not evaluated this year are not counted (issue 33, item 8).
        rows.filter((row) => !row.notEvaluatedReason),
      ),
    [db, schoolYear],
  );
  const closed = forms?.filter((row) => row.status !== 'draft').length ?? 0;
  const draftCount = (forms?.length ?? 0) - closed;
  return (
    <StatCard
      title={t`Evaluations finalised`}
      value={formatCount(closed, locale)}
      detail={t({
        message: plural(draftCount, {
          one: `${year} · # in progress`,
          other: `${year} · # in progress`,
        }),
      })}
      link={{ to: '/evaluations', label: t`Open evaluations` }}
    />
  );
}

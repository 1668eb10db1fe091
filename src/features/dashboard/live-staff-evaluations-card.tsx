import { useLingui } from '@lingui/react/macro';
import { useLiveQuery } from 'dexie-react-hooks';

import { schoolYearOf } from '../../../contract/school-year.ts';
import { evaluationsTable } from '../../entities/evaluation/evaluation-row.ts';
import { useLocale } from '../../lib/i18n/use-locale.ts';
import { useUserDb } from '../../lib/session/use-user-db.ts';

import { formatCount } from './format-figures.ts';
import { StatCard } from './stat-card.tsx';

/** The principal's evaluations of this school year, from the forms the device keeps. */
export default function LiveStaffEvaluationsCard() {
  const { t } = useLingui();
  const { locale } = useLocale();
  const db = useUserDb();
  const year = schoolYearOf(new Date().toISOString().slice(0, 10));
  const forms = useLiveQuery(
    () =>
      evaluationsTable(db)
        .filter((row) => row.side === 'principal' && row.schoolYear === year)
        .toArray(),
    [db, year],
  );
  const closed = forms?.filter((row) => row.status !== 'draft').length ?? 0;
  const drafts = formatCount((forms?.length ?? 0) - closed, locale);
  return (
    <StatCard
      title={t`Evaluations finalised`}
      value={formatCount(closed, locale)}
      detail={t`${year} · ${drafts} in progress`}
      link={{ to: '/evaluations', label: t`Open evaluations` }}
    />
  );
}

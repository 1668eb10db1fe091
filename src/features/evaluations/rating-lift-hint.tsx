import { Trans, useLingui } from '@lingui/react/macro';
import { Alert } from '@mantine/core';
import { IconTrendingUp } from '@tabler/icons-react';

import type { Criterion } from '../../../contract/achievements.ts';
import type { EvaluationBand } from '../../../contract/evaluations.ts';
import type { RatingLift } from '../../../contract/rating-lift.ts';
import { criterionName } from '../../entities/criteria/criterion-name.ts';
import { bandName } from '../../entities/evaluation/band-name.ts';
import { numberFormat } from '../../lib/format/intl-formatters.ts';
import { useLocale } from '../../lib/i18n/use-locale.ts';

/** For a rating just below the next level: which criteria would have to rise by one point. */
export function RatingLiftHint(props: {
  lift: RatingLift;
  criteria: readonly Criterion[];
  levels: readonly EvaluationBand[];
}) {
  const { t } = useLingui();
  const { locale } = useLocale();
  const level = props.levels.find((candidate) => candidate.rating === props.lift.nextRating);
  const next = numberFormat(locale).format(props.lift.nextRating);
  const label = level ? bandName(level, locale) : '';
  const names = new Intl.ListFormat(locale, {
    type: props.lift.needs === 'any' ? 'disjunction' : 'conjunction',
  }).format(
    props.lift.criterionIds.flatMap((id) => {
      const criterion = props.criteria.find((candidate) => candidate.id === id);
      return criterion ? [criterionName(criterion, locale)] : [];
    }),
  );
  return (
    <Alert
      variant="light"
      color="blue"
      icon={<IconTrendingUp size={18} aria-hidden />}
      title={t`What would lift the rating to ${next} (${label})`}
    >
      {props.lift.needs === 'any' ? (
        <Trans>One more point on any one of: {names}.</Trans>
      ) : (
        <Trans>One more point on each of: {names}.</Trans>
      )}
    </Alert>
  );
}

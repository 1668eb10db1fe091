import { Trans } from '@lingui/react/macro';
import { useLingui } from '@lingui/react';

import type { Criterion } from '../../../contract/achievements.ts';
import { formatDateTime } from '../../lib/format/format-date.ts';
import { useLocale } from '../../lib/i18n/use-locale.ts';

import type { AchievementRow } from './achievement-row.ts';
import { criterionName } from './criterion-name.ts';
import { evidenceTypeLabel } from './evidence-type-label.ts';
import classes from './portfolio-view.module.css';

export interface PortfolioViewProps {
  rows: readonly AchievementRow[];
  criteria: readonly Criterion[];
  ownerName?: string;
}

/**
 * The portfolio grouped by criterion, shown only when printing (or saving as PDF);
 * the screen's chrome is hidden by the print stylesheet.
 */
export function PortfolioView({ rows, criteria, ownerName }: PortfolioViewProps) {
  const { i18n } = useLingui();
  const { locale } = useLocale();
  const live = rows
    .filter((row) => !row.deletedLocally)
    .sort((a, b) => a.eventStartAt.localeCompare(b.eventStartAt));
  return (
    <section className={classes.portfolio} aria-hidden>
      <h1>
        <Trans>Achievement portfolio</Trans>
        {ownerName && ` — ${ownerName}`}
      </h1>
      {criteria.map((criterion) => {
        const ofCriterion = live.filter((row) => row.criterionIds.includes(criterion.id));
        return (
          <section key={criterion.id} className={classes.criterion}>
            <h2>
              {criterionName(criterion, locale)} ({criterion.weight}%)
            </h2>
            {ofCriterion.length === 0 ? (
              <p className={classes.empty}>
                <Trans>No evidence yet.</Trans>
              </p>
            ) : (
              <ol>
                {ofCriterion.map((row) => (
                  <li key={row.id} className={classes.item}>
                    <strong>{formatDateTime(row.eventStartAt, locale)}</strong> ·{' '}
                    {i18n._(evidenceTypeLabel[row.evidenceType])}
                    {row.location && ` · ${row.location}`}
                    <p className={classes.description}>{row.description}</p>
                    {row.files.length > 0 && (
                      <p className={classes.meta}>
                        {row.files.map((file) => file.name).join('، ')}
                      </p>
                    )}
                    {row.links.map((link) => (
                      <p key={link} className={classes.meta} dir="ltr">
                        {link}
                      </p>
                    ))}
                  </li>
                ))}
              </ol>
            )}
          </section>
        );
      })}
    </section>
  );
}

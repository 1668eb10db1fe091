import { Trans, useLingui } from '@lingui/react/macro';
import { Paper, Text, Title } from '@mantine/core';

import classes from './criteria-panel.module.css';
import { teacherCriteria } from './teacher-criteria.ts';

export function CriteriaPanel() {
  const { i18n } = useLingui();
  return (
    <Paper withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }} className={classes.panel}>
      <Title order={3} className={classes.title}>
        <Trans>The eleven criteria, built in</Trans>
      </Title>
      <Text size="sm" className={classes.intro}>
        <Trans>
          Shawahid follows the teacher job-performance evaluation of the Ministry of Education, so
          every piece of evidence lands under the right criterion.
        </Trans>
      </Text>
      <ol className={classes.list}>
        {teacherCriteria.map((criterion) => (
          <li key={criterion.id} className={classes.item}>
            {i18n._(criterion)}
          </li>
        ))}
      </ol>
    </Paper>
  );
}

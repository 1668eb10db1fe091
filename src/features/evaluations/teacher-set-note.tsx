import { Trans, useLingui } from '@lingui/react/macro';
import { Alert } from '@mantine/core';

import { jobModels, type JobModel } from '../../../contract/job-models.ts';
import { jobModelLabel } from '../../entities/job-model/job-model-label.ts';

const isJobModel = (value: string): value is JobModel =>
  (jobModels as readonly string[]).includes(value);

/**
 * Says so when a form scores the teacher's set because the member's job model has no set of
 * its own yet (issue 33, item 7).
 */
export function TeacherSetNote({
  jobModel,
  criteriaJob,
}: {
  /** The member's job model, when known. */
  jobModel: string | undefined;
  /** The job whose set the form scores. */
  criteriaJob: string;
}) {
  const { i18n } = useLingui();
  if (!jobModel || !isJobModel(jobModel) || jobModel === criteriaJob) return null;
  const name = i18n._(jobModelLabel[jobModel]);
  return (
    <Alert color="blue" variant="light">
      <Trans>
        The job model “{name}” has no criteria set yet, so this form scores the teacher’s set.
      </Trans>
    </Alert>
  );
}

import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';

import { fileRefusalReason } from './file-refusal-reason.ts';
import type { FileRefusal } from './pick-evidence-files.ts';

/** The files just chosen that were not added, each by name with the reason. */
export function RefusedFilesAlert({
  refusals,
  onClose,
}: {
  refusals: readonly FileRefusal[];
  onClose: () => void;
}) {
  const { t } = useLingui();
  if (refusals.length === 0) return null;
  return (
    <Alert
      color="red"
      variant="light"
      title={t`Not added`}
      icon={<IconAlertTriangle size={18} aria-hidden />}
      withCloseButton
      closeButtonLabel={t`Dismiss`}
      onClose={onClose}
    >
      <Stack gap={4}>
        {refusals.map((refusal, index) => {
          const name = refusal.name;
          const reason = fileRefusalReason(refusal);
          return (
            <Text key={`${index}-${name}`} fz="sm" style={{ overflowWrap: 'anywhere' }}>
              <Trans>
                <bdi>{name}</bdi>: {reason}
              </Trans>
            </Text>
          );
        })}
      </Stack>
    </Alert>
  );
}

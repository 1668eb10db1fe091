import { Plural, Trans } from '@lingui/react/macro';
import { Alert, Stack } from '@mantine/core';

import { fetchRetentionDue, runCheckExpired, runSendReminders } from './admin-api.ts';
import { RetentionResult } from './retention-result.tsx';
import { TaskCard } from './task-card.tsx';

/**
 * The manual subscription tasks (docs/states-and-transitions.md, "How a status changes"). They also run hourly inside the server; here
 * the super admin runs them at once and sees what they did.
 */
export function TasksAdmin() {
  return (
    <Stack gap="lg">
      <TaskCard
        title={<Trans>Check expired subscriptions</Trans>}
        description={
          <Trans>
            Moves trial and active subscriptions whose end date has passed to expired, or to
            cancelled when their renewal was cancelled.
          </Trans>
        }
        actionLabel={<Trans>Run now</Trans>}
        run={async () => (await runCheckExpired()).expiredCount}
        renderResult={(expiredCount) => (
          <Alert color="blue" role="status">
            <Plural
              value={expiredCount}
              _0="No subscription needed to change."
              one="# subscription moved to expired or cancelled."
              other="# subscriptions moved to expired or cancelled."
            />
          </Alert>
        )}
      />
      <TaskCard
        title={<Trans>Send subscription reminders</Trans>}
        description={
          <Trans>
            Emails the holders of subscriptions ending within 7 days, once per subscription.
          </Trans>
        }
        actionLabel={<Trans>Send now</Trans>}
        run={async () => (await runSendReminders()).sentCount}
        renderResult={(sentCount) => (
          <Alert color="blue" role="status">
            <Plural
              value={sentCount}
              _0="No reminder was due."
              one="# reminder sent."
              other="# reminders sent."
            />
          </Alert>
        )}
      />
      <TaskCard
        title={<Trans>Data past retention</Trans>}
        description={
          <Trans>
            Subscriptions that ended more than 30 days ago with no subscription since. Their data is
            kept until you decide; nothing is deleted automatically.
          </Trans>
        }
        actionLabel={<Trans>List</Trans>}
        actionVariant="light"
        run={fetchRetentionDue}
        renderResult={(items, replaceResult) => (
          <RetentionResult items={items} onPurged={replaceResult} />
        )}
      />
    </Stack>
  );
}

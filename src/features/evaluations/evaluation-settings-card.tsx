import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Card, Group, NumberInput, Stack, Text, Title } from '@mantine/core';
import { useState, type FormEvent } from 'react';

import { objectionWindowLimits } from '../../../contract/evaluation-objections.ts';
import { useServerData } from '../../lib/api/use-server-data.ts';
import { useAsyncAction } from '../../lib/forms/use-async-action.ts';
import { notifyKey } from '../../lib/notify/notify.ts';

import { fetchEvaluationSettings, saveEvaluationSettings } from './evaluation-season-api.ts';

/** The school's evaluation settings for its principal: how long teachers may object. */
export function EvaluationSettingsCard() {
  const { t } = useLingui();
  const settings = useServerData('evaluation-settings', fetchEvaluationSettings);
  const [typed, setTyped] = useState<number | string | null>(null);
  const saved = settings.status === 'loaded' ? settings.data.objectionWindowDays : null;
  const days = typed ?? saved ?? '';
  const { busy, run } = useAsyncAction(async () => {
    await saveEvaluationSettings({ objectionWindowDays: Number(days) });
    notifyKey('evaluations.success.settingsSaved');
    setTyped(null);
    settings.reload();
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void run();
  };
  return (
    <Card withBorder padding="md">
      <form onSubmit={submit}>
        <Stack gap="xs">
          <Title order={2} fz="h4">
            <Trans>Evaluation settings</Trans>
          </Title>
          {settings.status === 'failed' ? (
            <Text fz="sm" c="dimmed">
              <Trans>The settings show when the server can be reached.</Trans>
            </Text>
          ) : (
            <Group align="flex-end" gap="xs" wrap="nowrap">
              <NumberInput
                style={{ flex: 1 }}
                label={t`Days to object after finalisation`}
                min={objectionWindowLimits.minDays}
                max={objectionWindowLimits.maxDays}
                allowDecimal={false}
                clampBehavior="strict"
                value={days}
                onChange={setTyped}
                disabled={settings.status !== 'loaded'}
              />
              <Button
                type="submit"
                loading={busy}
                disabled={typed === null || typed === '' || Number(typed) === saved}
              >
                <Trans>Save</Trans>
              </Button>
            </Group>
          )}
        </Stack>
      </form>
    </Card>
  );
}

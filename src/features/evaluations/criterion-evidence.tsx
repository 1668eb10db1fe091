import { Plural, Trans } from '@lingui/react/macro';
import { Button, Collapse, List, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconChevronDown } from '@tabler/icons-react';

import type { Achievement } from '../../../contract/achievements.ts';
import { formatLongDate } from '../../lib/format/format-date.ts';
import { useLocale } from '../../lib/i18n/use-locale.ts';

/** The staff member's evidence for one criterion, folded away until asked for. */
export function CriterionEvidence({ evidence }: { evidence: readonly Achievement[] | undefined }) {
  const { locale } = useLocale();
  const [opened, { toggle }] = useDisclosure(false);
  if (evidence === undefined) {
    return (
      <Text fz="xs" c="dimmed">
        <Trans>The evidence shows when the server can be reached.</Trans>
      </Text>
    );
  }
  if (evidence.length === 0) {
    return (
      <Text fz="xs" c="dimmed">
        <Trans>No evidence for this criterion this year.</Trans>
      </Text>
    );
  }
  return (
    <>
      <Button
        variant="subtle"
        size="compact-sm"
        onClick={toggle}
        aria-expanded={opened}
        rightSection={<IconChevronDown size={14} aria-hidden />}
        px={0}
      >
        <Plural value={evidence.length} one="# piece of evidence" other="# pieces of evidence" />
      </Button>
      <Collapse expanded={opened}>
        <List spacing={4} fz="sm">
          {evidence.map((item) => (
            <List.Item key={item.id}>
              <Text span dir="auto" fz="sm">
                {item.description}
              </Text>{' '}
              <Text span fz="xs" c="dimmed">
                · {formatLongDate(item.eventStartAt, locale)}
              </Text>
            </List.Item>
          ))}
        </List>
      </Collapse>
    </>
  );
}

import { useLingui } from '@lingui/react/macro';
import { Group, Text } from '@mantine/core';

import classes from './brand-mark.module.css';

/**
 * The Shawahid logo and name, as on the app icon; `crowded` (a signed-in header) drops the
 * name below 400 px wide.
 */
export function BrandMark({ crowded = false }: { crowded?: boolean }) {
  const { t } = useLingui();
  return (
    <Group gap={8} wrap="nowrap">
      <img src="/icons/logo.svg" width={32} height={32} alt="" aria-hidden />
      <Text
        fw={800}
        fz="lg"
        component="span"
        className={crowded ? classes.nameWhenCrowded : undefined}
      >
        {t`Shawahid`}
      </Text>
    </Group>
  );
}

import { useLingui } from '@lingui/react/macro';
import { Group, Text } from '@mantine/core';

/** The Shawahid logo and name, as on the app icon. */
export function BrandMark() {
  const { t } = useLingui();
  return (
    <Group gap={8} wrap="nowrap">
      <img src="/icons/logo.svg" width={32} height={32} alt="" aria-hidden />
      <Text fw={800} fz="lg" component="span">
        {t`Shawahid`}
      </Text>
    </Group>
  );
}

import { useLingui } from '@lingui/react/macro';
import { Spoiler, Text, type TextProps } from '@mantine/core';
import type { ReactNode } from 'react';

/** About three lines of body text (Mantine's line height 1.55 at 16 px). */
const threeLines = 75;

/**
 * Text that may run long (an evidence description of up to 2,000 characters) shown in a few
 * lines, with "Show more" when there is more; short text shows as it is, with no control.
 */
export function ClampedText({ children, ...props }: TextProps & { children: ReactNode }) {
  const { t } = useLingui();
  return (
    <Spoiler maxHeight={threeLines} showLabel={t`Show more`} hideLabel={t`Show less`}>
      <Text {...props}>{children}</Text>
    </Spoiler>
  );
}

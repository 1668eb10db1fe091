import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Textarea, type TextareaProps } from '@mantine/core';

import { numberFormat } from '../../lib/format/intl-formatters.ts';
import { useLocale } from '../../lib/i18n/use-locale.ts';

/** From this share of the limit on, the field counts what is left. */
const countFrom = 0.8;

export interface LimitedTextareaProps extends Omit<TextareaProps, 'maxLength'> {
  /** The server's limit for the field, in characters. */
  maxChars: number;
  value: string;
}

/**
 * A long text field that stops at the server's limit and says so where the user types: a count
 * near the limit, a message once it is reached (typing or pasting past it keeps the first
 * `maxChars` characters), never a refusal only on Save at the top of a long form.
 */
export function LimitedTextarea({ maxChars, value, description, ...props }: LimitedTextareaProps) {
  const { t } = useLingui();
  const { locale } = useLocale();
  const used = value.length;
  const count = numberFormat(locale).format(used);
  const counter =
    used >= maxChars
      ? t`The limit of ${plural(maxChars, { one: '# character', other: '# characters' })} is reached.`
      : used >= maxChars * countFrom
        ? t`${count} of ${plural(maxChars, { one: '# character', other: '# characters' })}`
        : null;
  return (
    <Textarea
      {...props}
      value={value}
      maxLength={maxChars}
      // The count sits under the field, where the user is typing.
      inputWrapperOrder={['label', 'input', 'description', 'error']}
      description={
        counter === null ? (
          description
        ) : (
          <span role="status" aria-live="polite">
            {description}
            {description ? ' ' : ''}
            {counter}
          </span>
        )
      }
    />
  );
}

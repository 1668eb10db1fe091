import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, TextInput } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { useRef, useState } from 'react';

/**
 * A link with a Copy button: the Clipboard API where the browser allows it; otherwise the
 * field's text is selected for the reader to copy by hand.
 */
export function CopyLinkField({ url }: { url: string }) {
  const { t } = useLingui();
  const field = useRef<HTMLInputElement>(null);
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
    } catch {
      field.current?.focus();
      field.current?.select();
    }
  };
  return (
    <Group gap="xs" wrap="nowrap" align="flex-end">
      <TextInput
        ref={field}
        readOnly
        value={url}
        dir="ltr"
        aria-label={t`Share link`}
        onFocus={(event) => event.currentTarget.select()}
        style={{ flex: 1, minWidth: 0 }}
      />
      <Button
        variant={copied ? 'light' : 'filled'}
        leftSection={
          copied ? <IconCheck size={16} aria-hidden /> : <IconCopy size={16} aria-hidden />
        }
        onClick={() => void copy()}
      >
        {copied ? <Trans>Copied</Trans> : <Trans>Copy</Trans>}
      </Button>
    </Group>
  );
}

import { useLingui } from '@lingui/react/macro';
import { ActionIcon, Group, Textarea, useDirection } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { useState, type KeyboardEvent } from 'react';

import { chatMessageMaxLength } from '../../../contract/support-chat.ts';

interface ChatComposerProps {
  onSend: (body: string) => void;
  disabled?: boolean;
}

/** The message box: Enter sends, Shift+Enter starts a new line. */
export function ChatComposer({ onSend, disabled = false }: ChatComposerProps) {
  const { t } = useLingui();
  const { dir } = useDirection();
  const [body, setBody] = useState('');

  const submit = () => {
    const text = body.trim();
    if (!text || disabled) return;
    onSend(text);
    setBody('');
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit();
    }
  };

  return (
    <Group gap="xs" align="flex-end" wrap="nowrap">
      <Textarea
        style={{ flex: 1 }}
        aria-label={t`Message`}
        data-testid="chat-input"
        placeholder={t`Write a message…`}
        autosize
        minRows={1}
        maxRows={5}
        maxLength={chatMessageMaxLength}
        value={body}
        disabled={disabled}
        onChange={(event) => setBody(event.currentTarget.value)}
        onKeyDown={onKeyDown}
      />
      <ActionIcon
        size="lg"
        variant="filled"
        aria-label={t`Send`}
        onClick={submit}
        disabled={disabled || !body.trim()}
      >
        <IconSend
          size={18}
          aria-hidden
          style={dir === 'rtl' ? { transform: 'scaleX(-1)' } : undefined}
        />
      </ActionIcon>
    </Group>
  );
}

import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';

/** The search box's text now, and the text to query with once typing pauses. */
export function useDebouncedSearch(): {
  text: string;
  setText: (text: string) => void;
  search: string;
} {
  const [text, setText] = useState('');
  const [search] = useDebouncedValue(text.trim(), 300);
  return { text, setText, search };
}

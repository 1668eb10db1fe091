import { useLayoutEffect, useRef } from 'react';

/**
 * Puts the caret of a reformatted input where the edit left it: React writes the new value and
 * the browser would otherwise send the caret to the end, so a digit typed in the middle of a
 * card number would throw the next one to the end.
 */
export function useCaretPlacement() {
  const ref = useRef<HTMLInputElement>(null);
  const pending = useRef<number | null>(null);
  useLayoutEffect(() => {
    const input = ref.current;
    if (pending.current === null || !input) return;
    if (document.activeElement === input) input.setSelectionRange(pending.current, pending.current);
    pending.current = null;
  });
  const placeCaret = (position: number) => {
    pending.current = position;
  };
  return [ref, placeCaret] as const;
}

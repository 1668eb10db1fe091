import { useCallback, useRef } from 'react';

/**
 * Gives the keyboard back to a Mantine menu's button when the menu closes. A menu whose code
 * loads when the user first reaches for its button replaces that button already open; Mantine
 * notes what had the focus only when a menu opens after mounting, so on closing it gave the
 * focus to nothing and a keyboard user was left on the page's body. Focus the user moved
 * elsewhere (a click outside the menu) stays where it went.
 */
export function useFocusBackOnClose<T extends HTMLElement>() {
  const targetRef = useRef<T>(null);
  const onClose = useCallback(() => {
    const active = document.activeElement;
    if (!active || active === document.body || active.closest('[role="menu"]')) {
      targetRef.current?.focus({ preventScroll: true });
    }
  }, []);
  return { targetRef, onClose };
}

import { Menu, type MenuProps } from '@mantine/core';
import { useEffect, useId, useRef, useState } from 'react';

/**
 * Mantine's menu, closed by Escape wherever the focus is while it shows. Mantine closes it on
 * an Escape inside its dropdown, and moves the focus there a moment after the menu shows: a
 * keyboard user quick to change their mind on a slow phone pressed Escape on the button, and
 * the menu stayed open. Uncontrolled from outside (`defaultOpened`), as the app's menus are.
 */
export function EscapableMenu({
  defaultOpened = false,
  onChange,
  onClose,
  onExitTransitionEnd,
  id: givenId,
  ...props
}: Omit<MenuProps, 'opened'>) {
  const ownId = useId();
  // Mantine names the dropdown `${id}-dropdown`.
  const id = givenId ?? ownId;
  const [opened, setOpened] = useState(defaultOpened);
  // What the menu is now, ahead of the next render: an Escape Mantine has just handled inside
  // the dropdown reaches the window too, and must not close the menu a second time.
  const openedNow = useRef(defaultOpened);
  const stopKeepingFocus = useRef<() => void>(() => {});
  const change = (next: boolean) => {
    openedNow.current = next;
    if (next) stopKeepingFocus.current();
    setOpened(next);
    onChange?.(next);
  };
  useEffect(() => {
    if (!opened) return;
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || !openedNow.current) return;
      openedNow.current = false;
      setOpened(false);
      onChange?.(false);
      onClose?.();
      // After `onClose`, which may have put the focus on the menu's button itself.
      stopKeepingFocus.current = keepFocusOutOf(`${id}-dropdown`);
    };
    window.addEventListener('keydown', closeOnEscape);
    return () => window.removeEventListener('keydown', closeOnEscape);
  }, [opened, onChange, onClose, id]);
  useEffect(() => () => stopKeepingFocus.current(), []);
  return (
    <Menu
      {...props}
      id={id}
      opened={opened}
      onChange={change}
      onClose={onClose}
      onExitTransitionEnd={() => {
        stopKeepingFocus.current();
        onExitTransitionEnd?.();
      }}
    />
  );
}

/**
 * Mantine's focus trap still moves the focus into a menu it opened while the menu fades out:
 * until it is gone, the focus goes back to where the Escape found it. Answers the way to stop.
 */
function keepFocusOutOf(dropdownId: string): () => void {
  const focused = document.activeElement;
  if (!(focused instanceof HTMLElement) || focused === document.body) return () => {};
  const sendBack = (event: FocusEvent) => {
    const dropdown = document.getElementById(dropdownId);
    if (dropdown && event.target instanceof Node && dropdown.contains(event.target))
      focused.focus({ preventScroll: true });
  };
  document.addEventListener('focusin', sendBack);
  return () => document.removeEventListener('focusin', sendBack);
}

import { Menu, type MenuProps } from '@mantine/core';
import { useCallback, useEffect, useId, useRef, useState } from 'react';

/**
 * Mantine's menu, closed by Escape wherever the focus is while it shows. Mantine closes it on
 * an Escape inside its dropdown, and moves the focus there a moment after the menu shows: a
 * keyboard user quick to change their mind on a slow phone pressed Escape on the button, and
 * the menu stayed open. However it closes, the focus stays out of it while it fades
 * (`keepFocusOutOf`). Uncontrolled from outside (`defaultOpened`), as the app's menus are.
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
  const keepFocusOutOfTheClosingMenu = useCallback(() => {
    stopKeepingFocus.current();
    stopKeepingFocus.current = keepFocusOutOf(`${id}-dropdown`);
  }, [id]);
  const change = (next: boolean) => {
    openedNow.current = next;
    if (next) stopKeepingFocus.current();
    else keepFocusOutOfTheClosingMenu();
    setOpened(next);
    onChange?.(next);
  };
  useEffect(() => {
    if (!opened) return;
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || !openedNow.current) return;
      openedNow.current = false;
      keepFocusOutOfTheClosingMenu();
      setOpened(false);
      onChange?.(false);
      onClose?.();
    };
    window.addEventListener('keydown', closeOnEscape);
    return () => window.removeEventListener('keydown', closeOnEscape);
  }, [opened, onChange, onClose, keepFocusOutOfTheClosingMenu]);
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
 * Mantine's focus trap moves the focus into a menu from timers it set while the menu showed,
 * and they run even once it has closed: on a loaded phone the focus went into the fading menu
 * and was lost with it. Until the menu is gone, focus given to it goes back to the last place
 * outside it that had the focus since it closed (the menu's button, put there by Mantine or
 * by `onClose`, or wherever the user went). Answers the way to stop.
 */
function keepFocusOutOf(dropdownId: string): () => void {
  const inDropdown = (node: EventTarget | null) =>
    node instanceof Node && Boolean(document.getElementById(dropdownId)?.contains(node));
  const focused = document.activeElement;
  let outside =
    focused instanceof HTMLElement && focused !== document.body && !inDropdown(focused)
      ? focused
      : null;
  const sendBack = (event: FocusEvent) => {
    if (!inDropdown(event.target)) {
      if (event.target instanceof HTMLElement && event.target !== document.body)
        outside = event.target;
    } else if (outside?.isConnected) outside.focus({ preventScroll: true });
  };
  document.addEventListener('focusin', sendBack);
  return () => document.removeEventListener('focusin', sendBack);
}

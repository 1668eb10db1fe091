// What only a person does to move a page: a scroll with none of these before it is the app's.
const userScrollEvents = ['wheel', 'touchmove', 'keydown', 'pointerdown'] as const;

/**
 * Calls `listener` whenever the person moves the page (or touches, clicks, types); answers
 * what stops listening. Listens on the window in the capture phase, so a handler that stops
 * one of these events does not hide it.
 */
export function onUserScroll(listener: () => void): () => void {
  for (const type of userScrollEvents) {
    window.addEventListener(type, listener, { passive: true, capture: true });
  }
  return () => {
    for (const type of userScrollEvents) {
      window.removeEventListener(type, listener, { capture: true });
    }
  };
}

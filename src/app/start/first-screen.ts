/** Work that can wait (the device database, the sync engine, the profile) waits at most this long. */
export const backgroundWorkDeadlineMs = 3_000;

let markShown: () => void = () => undefined;
const shown = new Promise<void>((resolve) => {
  markShown = resolve;
});
setTimeout(() => markShown(), backgroundWorkDeadlineMs);

/**
 * Resolves once the first screen has been painted (or the deadline passed), so that on a
 * slow phone and network the code and requests it needs are not queued behind work the
 * user cannot see yet.
 */
export function afterFirstScreen(): Promise<void> {
  return shown;
}

declare global {
  interface Window {
    /** Buttons of the pre-rendered page tapped before the app ran (public/boot.js). */
    __heldClicks?: Element[];
  }
}

/** The app answers clicks from now on; the ones boot.js held are replayed, once each. */
function replayHeldClicks(): void {
  const held = window.__heldClicks ?? [];
  window.__heldClicks = undefined;
  for (const element of held) {
    if (element.isConnected && element instanceof HTMLElement) element.click();
  }
}

/** Called once the first screen is committed; resolves after the browser has painted it. */
export function firstScreenCommitted(): void {
  requestAnimationFrame(() =>
    setTimeout(() => {
      markShown();
      replayHeldClicks();
    }, 0),
  );
}

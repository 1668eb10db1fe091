/** The App Badging API, where the browser has it (installed apps on Chromium, Safari 16.4+). */
interface BadgingNavigator {
  setAppBadge?: (count?: number) => Promise<void>;
  clearAppBadge?: () => Promise<void>;
}

/**
 * Shows the unread count on the home-screen icon, or clears it at zero. Where the API is
 * missing or refuses (not installed, no permission), nothing else changes.
 */
export async function showAppBadge(
  unreadCount: number,
  badging: BadgingNavigator = navigator as BadgingNavigator,
): Promise<void> {
  try {
    if (unreadCount > 0) await badging.setAppBadge?.(unreadCount);
    else await badging.clearAppBadge?.();
  } catch {
    // The badge is a hint; the centre holds the count.
  }
}

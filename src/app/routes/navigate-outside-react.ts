import type { NavigateFunction, NavigateOptions } from 'react-router-dom';

let navigateInApp: NavigateFunction | null = null;

/** Set by the router's NavigationBridge while the app is mounted. */
export function setNavigateInApp(navigate: NavigateFunction | null): void {
  navigateInApp = navigate;
}

/** Navigation for code outside components (a 401 from any call, the plan chooser). */
export function navigateOutsideReact(to: string, options?: NavigateOptions): void {
  if (navigateInApp) void navigateInApp(to, options);
  else window.location.assign(to);
}

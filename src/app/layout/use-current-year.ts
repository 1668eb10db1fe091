import { useSyncExternalStore } from 'react';

const neverChanges = () => () => undefined;
const currentYear = () => new Date().getFullYear();
const buildTimeYear = () => __BUILD_YEAR__;

/**
 * The current year; while hydrating the page pre-rendered at build time, the build's
 * year, which React then replaces, instead of failing hydration in a new year.
 */
export function useCurrentYear(): number {
  return useSyncExternalStore(neverChanges, currentYear, buildTimeYear);
}

/** The year of the build (scripts/vite/build-year.ts). */
declare const __BUILD_YEAR__: number;

export const demoPassword = 'Shawahid#2026';
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

/** Runs of the offline-return scenario per engine (bench/measure-*-offline.mjs). */
export const offlineReturnRuns = 3;
/** How long a run waits for both achievements on the server before it counts as "> 120". */
export const offlineReturnPatienceSeconds = 120;

// `npm test`: every check, in the order that fails fastest.
import { spawnSync } from 'node:child_process';

const steps = [
  ['typecheck', 'npm', ['run', '--silent', 'typecheck']],
  ['lint', 'npm', ['run', '--silent', 'lint']],
  ['catalogues', 'npm', ['run', '--silent', 'i18n:check']],
  // Old apps and outboxes meet the new server: no break since the last release (docs/api.md).
  ['openapi breaking changes', 'npm', ['run', '--silent', 'openapi:breaking']],
  ['unit and server integration (Vitest)', 'npx', ['vitest', 'run']],
  ['end to end (Playwright, Chromium)', 'npx', ['playwright', 'test']],
  // WebKitGTK through WebKitWebDriver under Xvfb (tests/README.md).
  ['end to end (WebKit)', 'npx', ['vitest', 'run', '-c', 'tests/webkit/vitest.config.ts']],
];

const only = process.argv.slice(2);
for (const [name, command, args] of steps) {
  if (only.length > 0 && !only.some((word) => name.includes(word))) continue;
  const started = Date.now();
  console.log(`\n▶ ${name}`);
  const result = spawnSync(command, args, { stdio: 'inherit' });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (result.status !== 0) {
    console.error(`\n✖ ${name} failed after ${seconds} s`);
    process.exit(result.status ?? 1);
  }
  console.log(`✔ ${name} (${seconds} s)`);
}

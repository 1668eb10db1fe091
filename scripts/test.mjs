// `npm test`: every check, in the order that fails fastest.
import { spawn } from 'node:child_process';

/**
 * Each stage's steps run side by side: the static checks and the build are single-threaded
 * and CI has two cores (tests/README.md, "Running time"). A parallel step's output is held and
 * printed whole when it ends, so steps never interleave.
 */
const stages = [
  [
    ['typecheck', 'npm', ['run', '--silent', 'typecheck']],
    ['lint', 'npm', ['run', '--silent', 'lint']],
    // Old apps and outboxes meet the new server: no break since the last release (docs/api.md).
    [
      'catalogues and openapi breaking changes',
      'sh',
      ['-c', 'npm run --silent i18n:check && npm run --silent openapi:breaking'],
    ],
    // The production build the browser tests serve, made here once rather than inside
    // Playwright's first server start (scripts/build-if-stale.mjs).
    ['build', 'node', ['scripts/build-if-stale.mjs']],
  ],
  [['unit and server integration (Vitest)', 'npx', ['vitest', 'run']]],
  [['end to end (Playwright, Chromium)', 'npx', ['playwright', 'test']]],
  // WebKitGTK through WebKitWebDriver under Xvfb (tests/README.md).
  [['end to end (WebKit)', 'npx', ['vitest', 'run', '-c', 'tests/webkit/vitest.config.ts']]],
];

const running = new Set();

function run([name, command, args], { alone }) {
  const started = Date.now();
  console.log(`\n▶ ${name}${alone ? '' : ' (side by side)'}`);
  // Its own process group, so that stopping it stops what it started (tsc under npm, say).
  const child = spawn(command, args, {
    stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe'],
    detached: !alone,
  });
  running.add(child);
  const held = [];
  child.stdout?.on('data', (chunk) => held.push(chunk));
  child.stderr?.on('data', (chunk) => held.push(chunk));
  return new Promise((resolve) => {
    child.on('close', (code, signal) => {
      running.delete(child);
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      if (!alone) {
        console.log(`\n── ${name} ──`);
        process.stdout.write(Buffer.concat(held));
      }
      if (code === 0) console.log(`✔ ${name} (${seconds} s)`);
      else if (signal) console.error(`\n■ ${name} stopped after ${seconds} s`);
      else console.error(`\n✖ ${name} failed after ${seconds} s`);
      resolve(code ?? 1);
    });
  });
}

function stop(child) {
  try {
    process.kill(-child.pid, 'SIGTERM');
  } catch {
    // Already gone.
  }
}

const only = process.argv.slice(2);
for (const stage of stages) {
  const steps = stage.filter(
    ([name]) => only.length === 0 || only.some((word) => name.includes(word)),
  );
  if (steps.length === 0) continue;
  const codes = await Promise.all(
    steps.map((step) =>
      run(step, { alone: steps.length === 1 }).then((code) => {
        // The first failure ends the run: what still runs beside it is stopped.
        if (code !== 0) for (const child of running) stop(child);
        return code;
      }),
    ),
  );
  const failed = codes.find((code) => code !== 0);
  if (failed !== undefined) process.exit(failed);
}

// The npm registry reachable here serves only this machine's platform binaries of
// some packages (rollup's, unrs-resolver's). npm then leaves the other platforms'
// optional packages out of package-lock.json, and `npm ci` refuses the lock as out
// of sync. This adds those entries back, marked optional and for their own
// platform, so `npm ci` accepts the lock and skips them. Idempotent.
import { readFileSync, writeFileSync } from 'node:fs';

const lockPath = 'package-lock.json';
const lock = JSON.parse(readFileSync(lockPath, 'utf8'));
const osNames = [
  'android',
  'darwin',
  'freebsd',
  'linux',
  'openbsd',
  'openharmony',
  'win32',
  'sunos',
  'aix',
];
const cpuNames = [
  'arm64',
  'arm',
  'x64',
  'ia32',
  'loong64',
  'ppc64',
  'riscv64',
  's390x',
  'wasm32',
  'mips64el',
];

function platformOf(name) {
  const words = name.split('/').pop().split('-');
  const os = osNames.find((candidate) => words.includes(candidate));
  const cpu = cpuNames.find(
    (candidate) =>
      words.includes(candidate) ||
      words.some((w) => w.startsWith(candidate) && candidate === 'arm'),
  );
  const libc = words.some((w) => w.startsWith('musl'))
    ? 'musl'
    : words.some((w) => w.startsWith('gnu'))
      ? 'glibc'
      : undefined;
  return { ...(os && { os: [os] }), ...(cpu && { cpu: [cpu] }), ...(libc && { libc: [libc] }) };
}

let added = 0;
for (const [path, entry] of Object.entries(lock.packages)) {
  for (const [name, version] of Object.entries(entry.optionalDependencies ?? {})) {
    const nested = `${path}/node_modules/${name}`;
    const hoisted = `node_modules/${name}`;
    if (lock.packages[nested] || lock.packages[hoisted]) continue;
    lock.packages[hoisted] = {
      version,
      ...(entry.dev && { dev: true }),
      optional: true,
      ...platformOf(name),
    };
    added += 1;
  }
}
if (added > 0) {
  lock.packages = Object.fromEntries(
    Object.entries(lock.packages).sort(([a], [b]) =>
      a === '' ? -1 : b === '' ? 1 : a.localeCompare(b),
    ),
  );
  writeFileSync(lockPath, `${JSON.stringify(lock, null, 2)}\n`);
}
console.log(`complete-lockfile: ${added} optional platform entries added`);

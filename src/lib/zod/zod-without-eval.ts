// The browser build resolves `zod` to this module (vite.config.ts). zod compiles fast
// parsers with `new Function` after probing whether it may; the app's Content Security
// Policy forbids it, so the probe only logged a CSP violation on every page. Turned off
// here, before any schema exists; the server keeps the compiled parsers.
import { config } from 'zod/v4';

config({ jitless: true });

export * from 'zod/v4';
export { default } from 'zod/v4';

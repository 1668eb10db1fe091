import { fileURLToPath } from 'node:url';

import { defineConfig } from 'vite';

// The bench page is built on its own (no React, no PWA), into `<app build>/bench/`.
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  base: '/bench/',
  logLevel: 'warn',
  build: { target: 'es2022', emptyOutDir: true },
});

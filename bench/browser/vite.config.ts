import { fileURLToPath } from 'node:url';

import { defineConfig } from 'vite';

const here = (file: string) => fileURLToPath(new URL(file, import.meta.url));

// The bench pages are built on their own (no React, no PWA), into `<app build>/bench/`.
export default defineConfig({
  root: here('.'),
  base: '/bench/',
  logLevel: 'warn',
  build: {
    target: 'es2022',
    emptyOutDir: true,
    rollupOptions: {
      input: { index: here('index.html'), phone: here('phone-sync.html') },
    },
  },
});

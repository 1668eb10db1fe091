import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';

// LINGUI_CATALOG_DIR writes the catalogues elsewhere, e.g. to list a feature's new messages
// without touching the real ones while other work extracts in parallel.
const catalogDir = process.env.LINGUI_CATALOG_DIR ?? '<rootDir>/src/locales';

export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'ar'],
  fallbackLocales: { default: 'en' },
  catalogs: [
    {
      path: `${catalogDir}/{locale}/messages`,
      include: ['<rootDir>/src'],
      exclude: ['**/node_modules/**', '**/*.test.*'],
    },
    // The server's emails: descriptors marked with an `i18n` comment, read at run time by
    // server/src/plugins/mail/email-words.ts.
    {
      path: `${process.env.LINGUI_CATALOG_DIR ?? '<rootDir>/server/src/locales'}/{locale}/emails`,
      include: ['<rootDir>/server/src'],
      exclude: ['**/node_modules/**', '**/*.test.*'],
    },
  ],
  format: formatter({ lineNumbers: false }),
});

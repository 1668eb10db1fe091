// What the start's first schema slice imports to evaluate zod in a task of its own
// (src/app/start/evaluate-in-slices.ts). One export: a dynamic `import('zod')` holds the whole
// namespace, so the build kept every part of zod, its 48 locales and JSON Schema converters
// among them, on every page that validates (docs/page-start.md, "The schemas in slices").
export { object } from 'zod';

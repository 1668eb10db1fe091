/** What the evaluations module offers the other modules; the rest is its own (docs/server-modules.md). */
export { finalisedEvaluationSummary } from './evaluation-summary.ts';
export { canReadForm } from './evaluation-access.ts';
export { evaluateeColumns, evaluationsOf } from './evaluation-records.ts';

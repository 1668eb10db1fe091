import { readFileSync } from 'node:fs';

import type { Reporter, TestCase, TestResult } from '@playwright/test/reporter';

/**
 * Prints, for a test that failed, what its page showed: Playwright's `error-context` attachment,
 * an accessibility snapshot of the page taken at the failure. CI keeps only its log, and runs
 * without traces (tests/README.md, "Running time"), so this is what a failure there leaves.
 */
export default class ErrorContextReporter implements Reporter {
  onTestEnd(test: TestCase, result: TestResult): void {
    if (result.status === 'passed' || result.status === 'skipped') return;
    const attachment = result.attachments.find((each) => each.name === 'error-context');
    if (!attachment?.path) return;
    const snapshot = /```yaml\n[\s\S]*?```/.exec(readFileSync(attachment.path, 'utf8'));
    if (!snapshot) return;
    console.log(
      `\nThe page when "${test.titlePath().slice(1).join(' › ')}" failed:\n${snapshot[0]}\n`,
    );
  }

  printsToStdio(): boolean {
    return false;
  }
}

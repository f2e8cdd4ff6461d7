import type { Reporter, TestCase, TestResult } from '@playwright/test/reporter';

/** Prints why each skipped test was skipped, so a run's log says it (the list reporter shows only a dash). */
export default class SkipReasonsReporter implements Reporter {
  onTestEnd(test: TestCase, result: TestResult): void {
    if (result.status !== 'skipped') {
      return;
    }
    const reasons = test.annotations.filter((annotation) => annotation.type === 'skip').map((annotation) => annotation.description);
    console.log(`skipped: ${test.titlePath().filter(Boolean).join(' › ')} — ${reasons.join('; ') || 'no reason given'}`);
  }
}

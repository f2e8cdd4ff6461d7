import type { Logger } from '../../logger.ts';
import type { Scheduler } from './scheduler.ts';

type Report<R> = {
  message: string;
  /** Whether this run did anything worth a line in the log (most runs find nothing to do). */
  worked: (result: R) => boolean;
  /** What the line carries; the result itself by default. */
  fields?: (result: R) => object;
};

/** Defines a periodic sweep job that logs its outcome only when it did something. */
export function defineSweepJob<R>(scheduler: Scheduler, logger: Logger, name: string, sweep: () => Promise<R>, report: Report<R>): void {
  scheduler.define(name, async () => {
    const result = await sweep();
    if (report.worked(result)) {
      logger.info(report.fields ? report.fields(result) : (result as object), report.message);
    }
  });
}

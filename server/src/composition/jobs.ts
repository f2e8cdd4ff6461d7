import type pg from 'pg';
import type { AppConfig } from '../config.ts';
import type { Logger } from '../logger.ts';
import { AUDIT_RETENTION_JOB, pruneAuditLog } from '../modules/audit/audit-retention.ts';
import { WEBHOOK_DELIVERY_JOB } from '../modules/queue-integrations/webhook-adapter.ts';
import * as jobs from '../platform/jobs/job-names.ts';
import { createScheduler, type Scheduler } from '../platform/jobs/scheduler.ts';
import { defineSweepJob } from '../platform/jobs/sweep-job.ts';
import type { BillingAdmin } from './billing-admin.ts';
import type { Bots } from './bots.ts';
import type { CampaignsSchedules } from './campaigns-schedules.ts';
import type { Inbox } from './inbox.ts';
import type { Platform } from './platform.ts';

export type JobsNeeds = {
  config: AppConfig;
  logger: Logger;
  pool: pg.Pool;
  platform: Pick<Platform, 'eventLog' | 'mediaCollector' | 'metrics'>;
  bots: Pick<Bots, 'webhookAdapter'>;
  inbox: Pick<Inbox, 'timers'>;
  campaigns: Pick<CampaignsSchedules, 'scheduleSender' | 'campaignDispatcher'>;
  admin: Pick<BillingAdmin, 'companyDeleter' | 'billing'>;
};

/**
 * Starts the scheduler with every job defined and the upkeep jobs repeating. The schedules' and campaigns'
 * jobs are defined here but repeat only once the sessions are back (`server.ts`).
 */
export async function startScheduler({ config, logger, pool, platform, bots, inbox, campaigns, admin }: JobsNeeds): Promise<Scheduler> {
  const { metrics } = platform;
  const scheduler = await createScheduler({
    pool,
    mongoUrl: config.mongoUrl,
    logger,
    meter: { ran: (job) => metrics.jobRuns.inc({ job }), failed: (job) => metrics.jobFailures.inc({ job }) },
  });
  admin.companyDeleter.define(scheduler);
  scheduler.define(jobs.PRUNE_EVENTS_JOB, () => platform.eventLog.prune());
  await scheduler.start();
  await scheduler.every('5 minutes', jobs.PRUNE_EVENTS_JOB);
  scheduler.define<{ companyId: number; deliveryId: number }>(WEBHOOK_DELIVERY_JOB, (job) => bots.webhookAdapter().deliver(job.attrs.data));
  defineSweepJob(scheduler, logger, jobs.TICKET_TIMERS_JOB, () => inbox.timers.sweep(), {
    message: 'ticket timers fired',
    worked: (result) => result.expired + result.transferred + result.interruptedSends > 0,
  });
  await scheduler.every(config.ticketTimersEvery, jobs.TICKET_TIMERS_JOB);
  defineSweepJob(scheduler, logger, jobs.COLLECT_MEDIA_JOB, () => platform.mediaCollector.sweep(), {
    message: 'media files nothing refers to were removed',
    worked: (collected) => collected > 0,
    fields: (collected) => ({ collected }),
  });
  await scheduler.every('1 hour', jobs.COLLECT_MEDIA_JOB);
  defineSweepJob(scheduler, logger, jobs.SEND_SCHEDULES_JOB, () => campaigns.scheduleSender.sweep(), {
    message: 'scheduled messages swept',
    worked: (result) => result.sent + result.retried + result.failed + result.missed + result.recovered > 0,
  });
  defineSweepJob(scheduler, logger, jobs.GENERATE_INVOICES_JOB, () => admin.billing.generator.run(), {
    message: 'invoices created',
    worked: (created) => created > 0,
    fields: (created) => ({ created }),
  });
  await scheduler.every(config.billing.invoicesEvery, jobs.GENERATE_INVOICES_JOB);
  defineSweepJob(scheduler, logger, AUDIT_RETENTION_JOB, () => pruneAuditLog(pool, config.audit.retentionDays), {
    message: 'audit rows past their retention removed',
    worked: (removed) => removed > 0,
    fields: (removed) => ({ removed }),
  });
  await scheduler.every(config.audit.retentionEvery, AUDIT_RETENTION_JOB);
  scheduler.define(jobs.DISPATCH_CAMPAIGNS_JOB, () => campaigns.campaignDispatcher.tick());
  return scheduler;
}

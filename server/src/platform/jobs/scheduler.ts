import { PostgresBackend } from '@agendajs/postgres-backend';
import { Agenda } from 'agenda';
import type pg from 'pg';
import type { Logger } from '../../logger.ts';

export type Scheduler = Agenda;

/** What the scheduler reports about the runs of this process (the metrics). */
export type JobMeter = { ran: (job: string) => void; failed: (job: string) => void };

type Options = { pool: pg.Pool; mongoUrl: string | undefined; logger: Logger; meter?: JobMeter };

type JobEventArgument = { attrs?: { name?: string } };

/** Agenda's first retry after its PostgreSQL channel is lost (it retries at this pace until it is back). */
const CHANNEL_RETRY_MS = 1_000;

/**
 * Every timed job runs on Agenda: PostgreSQL by default (jobs locked with SKIP LOCKED, so each
 * runs once across server processes), MongoDB when MONGO_URL is configured.
 */
export async function createScheduler({ pool, mongoUrl, logger, meter }: Options): Promise<Scheduler> {
  const backend = mongoUrl
    ? new (await import('@agendajs/mongo-backend')).MongoBackend({ address: mongoUrl })
    : new PostgresBackend({ pool, ensureSchema: true });
  const agenda = new Agenda({ backend, processEvery: '5 seconds' });
  agenda.on('error', (error: unknown) => logger.error({ err: error }, 'job scheduler error'));
  agenda.on('fail', (error: unknown, job: JobEventArgument, remote?: boolean) => {
    if (remote !== true) {
      logger.error({ err: error, job: job.attrs?.name }, 'job failed');
      meter?.failed(job.attrs?.name ?? 'unknown');
    }
  });
  agenda.on('complete', (job: JobEventArgument, remote?: boolean) => {
    if (remote !== true) {
      meter?.ran(job.attrs?.name ?? 'unknown');
    }
  });
  if (backend instanceof PostgresBackend) {
    keepChannel(backend, logger);
  }
  return agenda;
}

/**
 * Agenda's LISTEN connection reconnects by itself when the database goes away, but it reports the
 * loss as an `error` event of its own, which with no listener ends the process. Here the loss is
 * logged once, the retries quietly, and the return once.
 */
function keepChannel(backend: PostgresBackend, logger: Logger): void {
  const channel = backend.notificationChannel;
  if (!channel) {
    return;
  }
  // The library's default first retry is 100 ms, and each retry starts its count again: slow it to a steady pace.
  (channel as unknown as { config: { reconnect: { initialDelayMs: number } } }).config.reconnect.initialDelayMs = CHANNEL_RETRY_MS;
  let lost = false;
  channel.on('error', (error: unknown) => {
    if (lost) {
      logger.debug({ err: error }, 'job scheduler still cannot listen for job notices');
      return;
    }
    lost = true;
    logger.warn({ err: error }, 'job scheduler lost its database connection for job notices; reconnecting');
  });
  channel.on('stateChange', (state: string) => {
    if (state === 'connected' && lost) {
      lost = false;
      logger.info('job scheduler listens for job notices again');
    }
  });
}

/**
 * Lets the jobs under way finish (up to `timeoutMs`) before the scheduler lets go of the database. Agenda's
 * plain `stop()` would leave a running job locked for its whole lock lifetime, so a webhook attempt cut by a
 * restart would wait minutes before any process ran it again.
 */
export async function stopScheduler(agenda: Agenda, timeoutMs: number, logger: Logger): Promise<void> {
  const result = await agenda.drain({ timeout: timeoutMs, closeConnection: true });
  if (result.timedOut) {
    logger.warn({ running: result.running }, 'jobs still running at the end of the shutdown timeout keep their locks until they expire');
  }
}

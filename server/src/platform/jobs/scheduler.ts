import { PostgresBackend } from '@agendajs/postgres-backend';
import { Agenda } from 'agenda';
import type pg from 'pg';
import type { Logger } from '../../logger.ts';

export type Scheduler = Agenda;

type Options = { pool: pg.Pool; mongoUrl: string | undefined; logger: Logger };

/**
 * Every timed job runs on Agenda: PostgreSQL by default (jobs locked with SKIP LOCKED, so each
 * runs once across server processes), MongoDB when MONGO_URL is configured.
 */
export async function createScheduler({ pool, mongoUrl, logger }: Options): Promise<Scheduler> {
  const backend = mongoUrl
    ? new (await import('@agendajs/mongo-backend')).MongoBackend({ address: mongoUrl })
    : new PostgresBackend({ pool, ensureSchema: true });
  const agenda = new Agenda({ backend, processEvery: '5 seconds' });
  agenda.on('error', (error: unknown) => logger.error({ err: error }, 'job scheduler error'));
  agenda.on('fail', (error: unknown, job: { attrs: { name: string } }) => logger.error({ err: error, job: job.attrs.name }, 'job failed'));
  return agenda;
}

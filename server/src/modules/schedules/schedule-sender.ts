import { DEFAULT_SCHEDULE_MISSED_AFTER_MINUTES, DEFAULT_TIMEZONE } from '@balcao/shared';
import type { EntityManager } from '@mikro-orm/postgresql';
import type pg from 'pg';
import type { Logger } from '../../logger.ts';
import type { OutboundContent } from '../../platform/messaging/connection-provider.ts';
import type { Realtime } from '../../platform/realtime/realtime.ts';
import { rooms } from '../../platform/realtime/rooms.ts';
import { recordEvent } from '@balcao/shared';
import { forkForCompany, forkUnscoped } from '../../platform/tenancy/tenant-filter.ts';
import { fillTicketVariables } from '../chatbot/ticket-variables.ts';
import { renderTemplate } from '../cloud/cloud-templates.ts';
import { activeSubscriptionSql } from '../companies/subscription.ts';
import { Contact } from '../contacts/contact.entity.ts';
import { Whatsapp } from '../connections/whatsapp.entity.ts';
import type { MediaService } from '../media/media.service.ts';
import { Message } from '../messages/message.entity.ts';
import type { OutboundMessages } from '../messages/outbound-messages.ts';
import { ticketForOutboundOnly } from '../tickets/ticket-resolver.ts';
import { Schedule } from './schedule.entity.ts';
import { scheduleRecords } from './schedules.service.ts';

/** Rows claimed per statement; the sweep claims again until nothing is due. */
const CLAIM_BATCH = 100;

/** Sends running at once in one process (the sessions serialise per connection where they must). */
const CONCURRENCY = 25;

/** Attempts before a schedule that keeps failing ends in ERRO. */
export const SCHEDULE_MAX_ATTEMPTS = 5;

/** Wait before attempt n + 1: 30 s, 1 min, 2 min, 4 min… */
const BACKOFF_BASE_MS = 30_000;

/** A claimed row untouched this long belongs to a process that stopped mid-send. */
const STUCK_AFTER_MS = 5 * 60_000;

/** The outbound path's text for a send cut off by a crash (`OutboundMessages.failInterrupted`). */
const INTERRUPTED_PREFIX = 'Interrupted';

type Claimed = { id: number; company_id: number };

/**
 * Inserts the next occurrence of each recurring schedule among the rows of `source` (a CTE of
 * finished schedules): a day, a week or a month later on the company's clock, unless past `recur_until`.
 */
function nextOccurrenceSql(source: string): string {
  return `insert into schedules (company_id, body, contact_id, user_id, whatsapp_id, send_at, media_id, media_name, recurrence, recur_until)
    select n.company_id, n.body, n.contact_id, n.user_id, n.whatsapp_id, n.next_at, n.media_id, n.media_name, n.recurrence, n.recur_until
      from (select r.*, ((r.send_at at time zone tz.name)
                         + case r.recurrence when 'daily' then interval '1 day' when 'weekly' then interval '7 days' else interval '1 month' end)
                        at time zone tz.name as next_at
              from ${source} r
              cross join lateral (select coalesce((select st.value from settings st
                                                   where st.company_id = r.company_id and st.key = 'timezone' and st.value <> ''),
                                                  '${DEFAULT_TIMEZONE}') as name) tz
             where r.recurrence <> 'none') n
     where n.recur_until is null or n.next_at <= n.recur_until
    returning id, company_id`;
}

type Deps = { em: EntityManager; pool: pg.Pool; realtime: Realtime; logger: Logger; outbound: OutboundMessages; media: MediaService };

export type ScheduleSweep = { sent: number; retried: number; failed: number; missed: number; recovered: number };

type Outcome = 'sent' | 'retried' | 'failed' | 'pending';

class PermanentFailure extends Error {}

/**
 * Sends the schedules that fell due, from a recurring Agenda job (and from any process that calls
 * `sweep`): rows are claimed PENDENTE → AGENDADA in one `UPDATE … FOR UPDATE SKIP LOCKED`, so two
 * processes never take the same row, and each send goes through the outbound path under the client
 * key `schedule:{id}:{revision}`, so even a row claimed again after a crash is sent at most once.
 * Due rows are found by `send_at <= now()` rather than a window, so whatever fell due while the
 * server was down goes out when it is back, unless it is later than the company's
 * `scheduleMissedAfterMinutes`: then it ends in ERRO ("missed"), never silently dropped.
 * A company without an active subscription (`hasActiveSubscription`) is paused: its rows are neither
 * claimed nor marked missed until it pays.
 */
export class ScheduleSender {
  readonly #deps: Deps;

  constructor(deps: Deps) {
    this.#deps = deps;
  }

  async sweep(): Promise<ScheduleSweep> {
    const result: ScheduleSweep = { sent: 0, retried: 0, failed: 0, missed: 0, recovered: 0 };
    result.missed = await this.#markMissed();
    result.recovered = await this.#releaseStuck();
    for (;;) {
      const claimed = await this.#claim();
      if (claimed.length === 0) {
        return result;
      }
      const created: Claimed[] = [];
      const outcomes = await inParallel(claimed, CONCURRENCY, (row) => this.#deliver(row, created));
      for (const outcome of outcomes) {
        if (outcome === 'sent' || outcome === 'retried' || outcome === 'failed') {
          result[outcome] += 1;
        }
      }
      // One event statement per company and batch: a statement per row made the event log the bottleneck.
      await this.#announce(claimed);
      await this.#announce(created, 'create');
    }
  }

  /** Waiting rows later than their company allows are marked ERRO, each with how late it was. */
  async #markMissed(): Promise<number> {
    const rows = await forkUnscoped(this.#deps.em)
      .getConnection()
      .execute<(Claimed & { created: boolean })[]>(
        `with missed as (
         update schedules s
            set status = 'ERRO', updated_at = now(),
                error = 'Missed: due at ' || to_char(s.send_at at time zone 'UTC', 'YYYY-MM-DD HH24:MI') || ' UTC while the server was stopped, more than '
                        || lim.minutes || ' minutes ago'
           from (select c.id as company_id,
                        coalesce((select st.value::int from settings st
                                   where st.company_id = c.id and st.key = 'scheduleMissedAfterMinutes' and st.value ~ '^[0-9]{1,6}$'),
                                 ${DEFAULT_SCHEDULE_MISSED_AFTER_MINUTES}) as minutes
                   from companies c where ${activeSubscriptionSql('c')}) lim
          where s.company_id = lim.company_id and s.status = 'PENDENTE' and s.attempts = 0
            and s.send_at < now() - make_interval(mins => lim.minutes)
          returning s.*),
         next as (${nextOccurrenceSql('missed')})
         select id, company_id, false as created from missed
         union all select id, company_id, true from next`,
      );
    await this.#announce(rows.filter((row) => !row.created));
    await this.#announce(
      rows.filter((row) => row.created),
      'create',
    );
    return rows.filter((row) => !row.created).length;
  }

  /** Rows claimed by a process that stopped mid-send wait again; their client key keeps them from going out twice. */
  async #releaseStuck(): Promise<number> {
    const rows = await forkUnscoped(this.#deps.em)
      .getConnection()
      .execute<Claimed[]>(
        `update schedules set status = 'PENDENTE', updated_at = now()
          where status = 'AGENDADA' and claimed_at < now() - make_interval(secs => ?)
          returning id, company_id`,
        [STUCK_AFTER_MS / 1000],
      );
    return rows.length;
  }

  async #claim(): Promise<Claimed[]> {
    const rows = await forkUnscoped(this.#deps.em)
      .getConnection()
      .execute<Claimed[]>(
        `with due as (
           select sc.id from schedules sc join companies c on c.id = sc.company_id
            where sc.status = 'PENDENTE' and sc.send_at <= now() and (sc.next_attempt_at is null or sc.next_attempt_at <= now())
              and ${activeSubscriptionSql('c')}
            order by sc.send_at, sc.id
            limit ${CLAIM_BATCH}
            for update of sc skip locked)
         update schedules s set status = 'AGENDADA', claimed_at = now(), attempts = s.attempts + 1, updated_at = now()
           from due where s.id = due.id
         returning s.id, s.company_id`,
      );
    await this.#announce(rows);
    return rows;
  }

  async #deliver(claimed: Claimed, created: Claimed[]): Promise<Outcome> {
    const em = forkForCompany(this.#deps.em, claimed.company_id);
    const schedule = await em.findOne(Schedule, { id: claimed.id }).catch(() => null);
    if (!schedule || schedule.status !== 'AGENDADA') {
      // Deleted meanwhile, or unreadable now: a row left claimed is released by a later sweep.
      return 'pending';
    }
    let message: Message;
    try {
      message = await this.#send(em, schedule);
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      this.#deps.logger.warn({ err: error, scheduleId: schedule.id }, 'a scheduled message could not be sent');
      return this.#settleFailure(em, schedule, reason, error instanceof PermanentFailure, created);
    }
    if (message.sendStatus === 'sent') {
      created.push(...(await this.#finish(schedule, { status: 'ENVIADA', sentAt: new Date(), error: null, messageId: message.id })));
      return 'sent';
    }
    if (message.sendStatus === 'failed') {
      const interrupted = (message.sendError ?? '').startsWith(INTERRUPTED_PREFIX);
      const reason = interrupted
        ? 'The server stopped while sending; not sent again, since the contact may have received it'
        : (message.sendError ?? 'The connection could not send the message');
      return this.#settleFailure(em, schedule, reason, interrupted, created, message.id);
    }
    // Another send under the same key is still in flight: it is settled when this row is taken up again.
    return 'pending';
  }

  /** Sends (or, after a transient failure, re-sends the stored message of) one claimed schedule. */
  async #send(em: EntityManager, schedule: Schedule): Promise<Message> {
    const clientKey = `schedule:${schedule.id}:${schedule.revision}`;
    const earlier = await em.findOne(Message, { clientKey });
    if (earlier) {
      const retriable = earlier.sendStatus === 'failed' && !(earlier.sendError ?? '').startsWith(INTERRUPTED_PREFIX);
      return retriable ? this.#deps.outbound.retry(schedule.companyId, earlier.id) : earlier;
    }
    const contact = await em.findOne(Contact, { id: schedule.contactId });
    if (!contact) {
      throw new PermanentFailure('The contact no longer exists');
    }
    const connectionId = schedule.whatsappId ?? (await em.findOne(Whatsapp, { isDefault: true }, { fields: ['id'] }))?.id;
    if (connectionId === undefined) {
      throw new PermanentFailure('No connection chosen and the company has no default connection');
    }
    const ticketId = await this.#ticketFor(em, schedule.companyId, connectionId, contact);
    const body = await fillTicketVariables(em, ticketId, schedule.body, { userId: schedule.userId ?? null });
    return this.#deps.outbound.send({
      companyId: schedule.companyId,
      ticketId,
      content: await this.#contentOf(em, schedule, ticketId, body),
      clientKey,
      ...(schedule.userId ? { userId: schedule.userId } : {}),
    });
  }

  async #contentOf(em: EntityManager, schedule: Schedule, ticketId: number, body: string): Promise<OutboundContent> {
    if (schedule.template) {
      const { name, language } = schedule.template;
      const parameters: string[] = [];
      for (const parameter of schedule.template.parameters) {
        parameters.push(await fillTicketVariables(em, ticketId, parameter, { userId: schedule.userId ?? null }));
      }
      return { kind: 'template', name, language, parameters, body: renderTemplate(schedule.template, parameters) };
    }
    if (!schedule.mediaId) {
      return { kind: 'text', body };
    }
    const { media, stream } = await this.#deps.media.open(em, schedule.mediaId);
    const chunks: Buffer[] = [];
    for await (const chunk of stream) {
      chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array));
    }
    return { kind: 'media', data: Buffer.concat(chunks), filename: media.filename, mimetype: media.mimetype, caption: body };
  }

  /**
   * The ticket the message is recorded in (so it shows in the conversation): an outbound-only send, so a
   * closed ticket stays closed and a contact without one is put in no Waiting list until they answer.
   */
  async #ticketFor(em: EntityManager, companyId: number, connectionId: number, contact: Contact): Promise<number> {
    return em.transactional(async (tx) => {
      // The inbound engine's lock: this contact's messages on this connection, one at a time.
      await tx.execute('SELECT pg_advisory_xact_lock(?, hashtext(?))', [connectionId, contact.number]);
      const ticket = await ticketForOutboundOnly(tx, { companyId, connectionId, contact, isGroup: contact.isGroup });
      await tx.flush();
      return ticket.id;
    });
  }

  async #settleFailure(
    em: EntityManager,
    schedule: Schedule,
    reason: string,
    permanent: boolean,
    created: Claimed[],
    messageId?: number,
  ): Promise<Outcome> {
    if (permanent || schedule.attempts >= SCHEDULE_MAX_ATTEMPTS) {
      created.push(
        ...(await this.#finish(schedule, { status: 'ERRO', sentAt: null, error: reason.slice(0, 1000), messageId: messageId ?? null })),
      );
      return 'failed';
    }
    await em.nativeUpdate(
      Schedule,
      { id: schedule.id, status: 'AGENDADA', revision: schedule.revision },
      {
        status: 'PENDENTE',
        error: reason.slice(0, 1000),
        nextAttemptAt: new Date(Date.now() + BACKOFF_BASE_MS * 2 ** (schedule.attempts - 1)),
        updatedAt: new Date(),
      },
    );
    return 'retried';
  }

  /**
   * Ends a claimed schedule (ENVIADA or ERRO) only if the row is still this claim's (an edit or a
   * delete in between wins) and, in the same statement, creates its next occurrence if it recurs:
   * so an occurrence is created once, however many processes sweep.
   */
  async #finish(
    schedule: Schedule,
    outcome: { status: 'ENVIADA' | 'ERRO'; sentAt: Date | null; error: string | null; messageId: number | null },
  ): Promise<Claimed[]> {
    const { rows } = await this.#deps.pool.query<Claimed>(
      `with finished as (
         update schedules set status = $2, sent_at = $3, error = $4, message_id = $5, next_attempt_at = null, updated_at = now()
          where id = $1 and status = 'AGENDADA' and revision = $6
         returning *)
       ${nextOccurrenceSql('finished')}`,
      [schedule.id, outcome.status, outcome.sentAt, outcome.error, outcome.messageId, schedule.revision],
    );
    return rows;
  }

  /** Tells each company's screens about its changed rows (read back whole, with their contacts). */
  async #announce(rows: Claimed[], action: 'create' | 'update' = 'update'): Promise<void> {
    const byCompany = new Map<number, number[]>();
    for (const row of rows) {
      byCompany.set(row.company_id, [...(byCompany.get(row.company_id) ?? []), row.id]);
    }
    for (const [companyId, ids] of byCompany) {
      try {
        const em = forkForCompany(this.#deps.em, companyId);
        const records = await scheduleRecords(em, await em.find(Schedule, { id: { $in: ids } }));
        const events = records.map((record) => ({
          channel: 'schedule' as const,
          payload: recordEvent('schedule', { action, record }),
          rooms: [rooms.company(companyId)],
        }));
        if (events.length > 0) {
          const { query, send } = this.#deps.realtime.prepareMany(companyId, events);
          const appended = await this.#deps.pool.query<{ last_seq: number | string }>(query);
          send(Number(appended.rows[0]?.last_seq));
        }
      } catch (error) {
        this.#deps.logger.warn({ err: error, companyId }, 'could not announce scheduled messages');
      }
    }
  }
}

/** Runs `work` over `items` with at most `limit` at once, keeping the results in order. */
async function inParallel<T, R>(items: T[], limit: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array<R>(items.length);
  let next = 0;
  const workers = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) {
      const index = next;
      next += 1;
      results[index] = await work(items[index] as T);
    }
  });
  await Promise.all(workers);
  return results;
}

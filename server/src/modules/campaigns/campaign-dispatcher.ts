import type { EntityManager } from '@mikro-orm/postgresql';
import type pg from 'pg';
import type { Logger } from '../../logger.ts';
import type { OutboundContent } from '../../platform/messaging/connection-provider.ts';
import type { Realtime } from '../../platform/realtime/realtime.ts';
import { forkForCompany } from '../../platform/tenancy/tenant-filter.ts';
import { hasActiveSubscription } from '../companies/subscription.ts';
import { Contact } from '../contacts/contact.entity.ts';
import { FileListOption } from '../files/file-list-option.entity.ts';
import type { MediaService } from '../media/media.service.ts';
import { Message } from '../messages/message.entity.ts';
import type { OutboundMessages } from '../messages/outbound-messages.ts';
import { ticketForOutboundOnly } from '../tickets/ticket-resolver.ts';
import { CampaignAnnouncer } from './campaign-announcer.ts';
import { intervalBefore, readSendingSettings } from './campaign-settings-reader.ts';
import { startCampaign } from './campaign-start.ts';
import { Campaign } from './campaign.entity.ts';
import { inParallel } from './in-parallel.ts';
import { phaseOf, waitingStatus, type Phase, type ShippingRow } from './shipping-row.ts';

/** The advisory-lock namespace of "this connection's campaigns are being sent" ('CAMP'). */
const LOCK_NAMESPACE = 0x43414d50;

/** A send the connection refused this many times ends the row in `failed` with the reason. */
export const SHIPPING_MAX_ATTEMPTS = 3;

/** Sends at once on one connection when nothing paces them (every interval 0). */
const UNPACED_CONCURRENCY = 20;

/** A connection's pace: its last send, how many went since the last longer pause, and the recent wake-to-send times. */
type Pace = { lastAt: number; sent: number; overheads: number[] };
const OVERHEAD_WINDOW = 5;

/**
 * How much earlier than the interval to wake: claiming and storing a message before it goes takes
 * time, and a loaded machine makes it longer, which would add to every gap. The smallest of the
 * recent wake-to-store times (never more than a quarter of the interval) keeps each gap at the
 * setting; waking early never makes a gap shorter, since the connection is not asked before the
 * interval is up (`notBefore`).
 */
function leadOf(pace: Pace, interval: number): number {
  return pace.overheads.length === 0 ? 0 : Math.min(Math.min(...pace.overheads), interval / 4);
}

type Deps = {
  em: EntityManager;
  pool: pg.Pool;
  realtime: Realtime;
  logger: Logger;
  outbound: OutboundMessages;
  media: MediaService;
  /**
   * Whether the connection's session can take a send now. Not while a restarted server waits for the
   * lease a killed one held: a send then would count against the row's attempts and, after a few
   * ticks, fail contacts that were never really tried.
   */
  sessionRunning: (companyId: number, connectionId: number) => Promise<boolean>;
};

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/**
 * Sends campaigns, each recipient once, paced per connection.
 *
 * The `campaigns:dispatch` Agenda job (and any change that may have work) calls `tick`: due PROGRAMADA
 * campaigns start (their recipients snapshot into shipping rows in the same transaction as the state
 * change), then each connection with running campaigns gets one sending loop, in whichever process
 * takes the connection's session-level advisory lock. Only one loop per connection exists anywhere,
 * so campaigns on one connection share its pace; the lock goes with its database session when a
 * process dies (even by SIGKILL), and the next tick's loop takes over at once.
 *
 * Each send is committed around: the row becomes `sending` (committed), the message is stored under
 * the client key `campaign:{campaign}:{row}:{phase}` (committed) before the connection is asked, then
 * the row becomes `delivered`. A loop that takes over finds rows left `sending` and reads their stored
 * message: none → the connection was never asked, the row waits again; sent → settled; unconfirmed →
 * sent again under the same WhatsApp message id (derived from the client key), which the contact's
 * phone shows once. So no contact is skipped and none gets the message twice.
 */
export class CampaignDispatcher {
  readonly #deps: Deps;
  readonly #loops = new Map<number, Promise<void>>();
  /** Per connection: when this process last sent and how many it sent since its loop began pacing. */
  readonly #pace = new Map<number, Pace>();
  #ticking: Promise<void> | null = null;
  #again = false;
  #stopped = false;

  readonly #announcer: CampaignAnnouncer;

  constructor(deps: Deps) {
    this.#deps = deps;
    this.#announcer = new CampaignAnnouncer(deps);
  }

  /** Starts what is due and a loop for each connection with running campaigns; overlapping calls run once more after. */
  async tick(): Promise<void> {
    if (this.#ticking) {
      this.#again = true;
      return this.#ticking;
    }
    this.#ticking = (async () => {
      do {
        this.#again = false;
        await this.#startDue();
        await this.#startLoops();
      } while (this.#again && !this.#stopped);
    })().finally(() => {
      this.#ticking = null;
    });
    return this.#ticking;
  }

  /** For a change that may have made work (a campaign saved, restarted, a confirmation received). */
  wake(): void {
    if (!this.#stopped) {
      this.tick().catch((error: unknown) => this.#deps.logger.warn({ err: error }, 'campaign dispatch failed'));
    }
  }

  /** Resolves once every loop of this process has ended (tests and the benchmark wait on it). */
  async idle(): Promise<void> {
    while (this.#ticking || this.#loops.size > 0) {
      await Promise.all([this.#ticking, ...this.#loops.values()]);
    }
    await this.#announcer.flush();
  }

  async stop(): Promise<void> {
    this.#stopped = true;
    await Promise.allSettled([this.#ticking, ...this.#loops.values()]);
    await this.#announcer.flush();
  }

  // ---- starting campaigns ----

  async #startDue(): Promise<void> {
    const { rows } = await this.#deps.pool.query<{ id: number; company_id: number }>(
      `select id, company_id from campaigns where status = 'PROGRAMADA' and scheduled_at <= now() order by scheduled_at, id limit 50`,
    );
    for (const row of rows) {
      try {
        if (await startCampaign(this.#deps.pool, row.id, row.company_id)) {
          this.#announcer.markDirty(row.company_id, row.id);
        }
      } catch (error) {
        this.#deps.logger.warn({ err: error, campaignId: row.id }, 'a campaign could not start');
      }
    }
  }

  // ---- sending ----

  async #startLoops(): Promise<void> {
    const { rows } = await this.#deps.pool.query<{ whatsapp_id: number; company_id: number }>(
      `select distinct whatsapp_id, company_id from campaigns where status = 'EM_ANDAMENTO'`,
    );
    for (const row of rows) {
      if (this.#stopped || this.#loops.has(row.whatsapp_id)) {
        continue;
      }
      const loop = this.#loop(row.whatsapp_id, row.company_id)
        .catch((error: unknown) => this.#deps.logger.warn({ err: error, connectionId: row.whatsapp_id }, 'campaign sending stopped'))
        .finally(() => this.#loops.delete(row.whatsapp_id));
      this.#loops.set(row.whatsapp_id, loop);
    }
  }

  async #loop(connectionId: number, companyId: number): Promise<void> {
    const client = await this.#deps.pool.connect();
    try {
      const { rows } = await client.query<{ locked: boolean }>('select pg_try_advisory_lock($1, $2) as locked', [
        LOCK_NAMESPACE,
        connectionId,
      ]);
      if (!rows[0]?.locked) {
        return; // Another process sends this connection's campaigns.
      }
      try {
        await this.#recover(connectionId);
        await this.#send(connectionId, companyId);
      } finally {
        await client.query('select pg_advisory_unlock($1, $2)', [LOCK_NAMESPACE, connectionId]);
      }
    } finally {
      client.release();
    }
  }

  async #send(connectionId: number, companyId: number): Promise<void> {
    const pace = this.#pace.get(connectionId) ?? { lastAt: 0, sent: 0, overheads: [] };
    this.#pace.set(connectionId, pace);
    for (;;) {
      if (this.#stopped || !(await this.#companyMaySend(companyId))) {
        return; // Stopping, or the company is inactive or overdue: paused until a later tick finds it able.
      }
      if (!(await this.#deps.sessionRunning(companyId, connectionId))) {
        return; // No session to send through (yet): a later tick tries again, no attempt spent.
      }
      const settings = await readSendingSettings(this.#deps.pool, companyId);
      const next = await this.#next(connectionId);
      if (!next) {
        pace.sent = 0;
        await this.#finishDone(connectionId);
        return;
      }
      const unpaced = settings.messageInterval === 0 && (settings.longerIntervalAfter === 0 || settings.greaterInterval === 0);
      if (unpaced) {
        // Nothing to space: a batch goes at once (each row still claimed and settled on its own).
        const batch = await this.#claimBatch(connectionId, UNPACED_CONCURRENCY);
        const outcomes = await inParallel(batch, UNPACED_CONCURRENCY, (row) => this.#deliver(row, null));
        batch.forEach((row) => this.#announcer.markDirty(row.company_id, row.campaign_id));
        pace.lastAt = Date.now();
        pace.sent += outcomes.filter((result) => result.outcome === 'sent').length;
        if (outcomes.some((result) => result.outcome === 'refused')) {
          return;
        }
        continue;
      }
      const interval = intervalBefore(pace.sent, settings);
      const wait = pace.lastAt + interval - leadOf(pace, interval) - Date.now();
      if (wait > 0) {
        // Everything but the claim and the send was read before the wait, so the spacing is the setting
        // and not the setting plus those reads.
        await sleep(wait);
        if (this.#stopped) {
          return;
        }
      }
      const wokeAt = Date.now();
      // Only while its campaign still runs: a cancel during the wait stops here, within one interval.
      const claimed = await this.#claim(next);
      if (!claimed) {
        continue;
      }
      const startedAt = Date.now();
      // Woken early to claim and store ahead; the connection is still not asked before the interval is up.
      const { outcome, sentAt } = await this.#deliver(claimed, null, pace.lastAt + interval);
      // From when the connection took it (or refused it): the next one is asked an interval later at the earliest.
      pace.lastAt = Date.now();
      pace.overheads = [...pace.overheads.slice(-(OVERHEAD_WINDOW - 1)), Math.max(0, (sentAt ?? startedAt) - wokeAt)];
      this.#announcer.markDirty(claimed.company_id, claimed.campaign_id);
      if (outcome === 'sent') {
        pace.sent += 1;
      } else if (outcome === 'refused') {
        return; // The connection refuses sends now (disconnected?): the next tick tries again.
      }
    }
  }

  async #companyMaySend(companyId: number): Promise<boolean> {
    const { rows } = await this.#deps.pool.query<{ status: boolean; due_date: string | null }>(
      `select status, to_char(due_date, 'YYYY-MM-DD') as due_date from companies where id = $1`,
      [companyId],
    );
    const company = rows[0];
    return company !== undefined && hasActiveSubscription({ status: company.status, dueDate: company.due_date });
  }

  /** The next row of a running campaign on the connection: waiting to be sent, or confirmed and waiting for its message. */
  async #next(connectionId: number): Promise<ShippingRow | null> {
    const { rows } = await this.#deps.pool.query<ShippingRow>(
      `select s.*, c.confirmation, c.whatsapp_id from campaign_shippings s join campaigns c on c.id = s.campaign_id
        where c.whatsapp_id = $1 and c.status = 'EM_ANDAMENTO'
          and (s.status = 'pending' or (s.status = 'awaiting_confirmation' and s.confirmed_at is not null))
        order by s.campaign_id, s.id limit 1`,
      [connectionId],
    );
    return rows[0] ?? null;
  }

  /** pending (or confirmed) → sending, committed, only while the campaign still runs. */
  async #claim(row: ShippingRow): Promise<ShippingRow | null> {
    const { rows } = await this.#deps.pool.query<ShippingRow>(
      `update campaign_shippings s set status = 'sending', attempts = s.attempts + 1, updated_at = now()
         from campaigns c
        where s.id = $1 and s.status = $2 and c.id = s.campaign_id and c.status = 'EM_ANDAMENTO'
        returning s.*, c.confirmation, c.whatsapp_id`,
      [row.id, row.status],
    );
    return rows[0] ?? null;
  }

  /** Up to `limit` waiting rows of the connection's running campaigns, claimed in one statement. */
  async #claimBatch(connectionId: number, limit: number): Promise<ShippingRow[]> {
    const { rows } = await this.#deps.pool.query<ShippingRow>(
      `with next as (
         select s.id from campaign_shippings s join campaigns c on c.id = s.campaign_id
          where c.whatsapp_id = $1 and c.status = 'EM_ANDAMENTO'
            and (s.status = 'pending' or (s.status = 'awaiting_confirmation' and s.confirmed_at is not null))
          order by s.campaign_id, s.id limit $2
          for update of s skip locked)
       update campaign_shippings s set status = 'sending', attempts = s.attempts + 1, updated_at = now()
         from next, campaigns c
        where s.id = next.id and c.id = s.campaign_id
        returning s.*, c.confirmation, c.whatsapp_id`,
      [connectionId, limit],
    );
    return rows;
  }

  /** Rows a dead process left `sending`: what their stored message says decides (see the class comment). */
  async #recover(connectionId: number): Promise<void> {
    const { rows } = await this.#deps.pool.query<ShippingRow>(
      `select s.*, c.confirmation, c.whatsapp_id from campaign_shippings s join campaigns c on c.id = s.campaign_id
        where c.whatsapp_id = $1 and s.status = 'sending' order by s.id`,
      [connectionId],
    );
    for (const row of rows) {
      const em = forkForCompany(this.#deps.em, row.company_id);
      const earlier = await em.findOne(Message, { clientKey: this.#keyOf(row, phaseOf(row)) });
      if (!earlier) {
        await this.#deps.pool.query(`update campaign_shippings set status = $2, updated_at = now() where id = $1 and status = 'sending'`, [
          row.id,
          waitingStatus(row),
        ]);
      } else {
        await this.#deliver(row, earlier);
      }
      this.#announcer.markDirty(row.company_id, row.campaign_id);
    }
  }

  #keyOf(row: Pick<ShippingRow, 'campaign_id' | 'id'>, phase: Phase): string {
    return `campaign:${row.campaign_id}:${row.id}:${phase}`;
  }

  /**
   * Sends a claimed row's current phase (or settles the stored message `earlier` of a send a dead
   * process began) and commits the outcome.
   */
  async #deliver(row: ShippingRow, earlier: Message | null, notBefore?: number): Promise<{ outcome: 'sent' | 'refused'; sentAt?: number }> {
    const phase = phaseOf(row);
    let message: Message;
    try {
      // A row tried before has its message stored: that one is sent again (same id), not answered with its old failure.
      const stored =
        earlier ?? (await forkForCompany(this.#deps.em, row.company_id).findOne(Message, { clientKey: this.#keyOf(row, phase) }));
      message = stored ? await this.#resend(row.company_id, stored) : await this.#sendPhase(row, phase, notBefore);
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      this.#deps.logger.warn({ err: error, shippingId: row.id }, 'a campaign message could not be sent');
      await this.#settleFailure(row, reason);
      return { outcome: 'refused' };
    }
    if (message.sendStatus !== 'sent') {
      await this.#settleFailure(row, message.sendError ?? 'The connection did not take the message');
      return { outcome: 'refused' };
    }
    await this.#deps.pool.query(
      phase === 'confirmation'
        ? `update campaign_shippings set status = 'awaiting_confirmation', confirmation_requested_at = now(), error = null, updated_at = now()
            where id = $1 and status = 'sending'`
        : `update campaign_shippings set status = 'delivered', delivered_at = now(), message_id = $2, error = null, updated_at = now()
            where id = $1 and status = 'sending'`,
      phase === 'confirmation' ? [row.id] : [row.id, message.id],
    );
    return { outcome: 'sent', sentAt: message.createdAt.getTime() };
  }

  /** A stored send left unconfirmed: sent again under the same WhatsApp id (shown once); an already sent one is only settled. */
  async #resend(companyId: number, earlier: Message): Promise<Message> {
    if (earlier.sendStatus === 'sent') {
      return earlier;
    }
    const em = forkForCompany(this.#deps.em, companyId);
    await em.nativeUpdate(
      Message,
      { id: earlier.id, sendStatus: 'pending' },
      { sendStatus: 'failed', sendError: 'Interrupted; sent again under the same id' },
    );
    return this.#deps.outbound.retry(companyId, earlier.id, { stableProviderId: true });
  }

  async #settleFailure(row: ShippingRow, reason: string): Promise<void> {
    // The session went away during the send: the connection's fault, not the row's, so the attempt is not counted.
    const connectionDown = !(await this.#deps.sessionRunning(row.company_id, row.whatsapp_id).catch(() => false));
    const failed = !connectionDown && row.attempts >= SHIPPING_MAX_ATTEMPTS;
    await this.#deps.pool.query(
      `update campaign_shippings set status = $2, error = $3, attempts = attempts - $4, updated_at = now() where id = $1 and status = 'sending'`,
      [row.id, failed ? 'failed' : waitingStatus(row), reason.slice(0, 1_000), connectionDown ? 1 : 0],
    );
  }

  async #sendPhase(row: ShippingRow, phase: Phase, notBefore?: number): Promise<Message> {
    const em = forkForCompany(this.#deps.em, row.company_id);
    const campaign = await em.findOneOrFail(Campaign, { id: row.campaign_id });
    const ticketId = await this.#ticketFor(em, row, campaign.whatsappId);
    // Only the row's first message waits for the pace; its file list's files and text follow at once.
    let floor = notBefore;
    const send = (content: OutboundContent, key: string) => {
      const request = { companyId: row.company_id, ticketId, content, clientKey: key, stableProviderId: true };
      const paced = floor === undefined ? request : { ...request, notBefore: floor };
      floor = undefined;
      return this.#deps.outbound.send(paced);
    };
    if (phase === 'confirmation') {
      return send({ kind: 'text', body: row.confirmation_message }, this.#keyOf(row, phase));
    }
    if (campaign.template) {
      const { name, language } = campaign.template;
      const parameters = row.template_parameters ?? [];
      return send({ kind: 'template', name, language, parameters, body: row.message }, this.#keyOf(row, phase));
    }
    // The file list's files first, then the message (with the campaign's media as its caption's carrier).
    if (campaign.fileListId) {
      const options = await em.find(FileListOption, { fileListId: campaign.fileListId }, { orderBy: { position: 'asc', id: 'asc' } });
      for (const option of options) {
        if (option.mediaId) {
          const file = await this.#read(em, option.mediaId);
          const sent = await send({ kind: 'media', ...file, caption: option.name }, `${this.#keyOf(row, phase)}:file:${option.id}`);
          if (sent.sendStatus !== 'sent') {
            return sent;
          }
        }
      }
    }
    if (campaign.mediaId) {
      const file = await this.#read(em, campaign.mediaId);
      return send({ kind: 'media', ...file, caption: row.message }, this.#keyOf(row, phase));
    }
    return send({ kind: 'text', body: row.message }, this.#keyOf(row, phase));
  }

  async #read(em: EntityManager, mediaId: string): Promise<{ data: Buffer; filename: string; mimetype: string }> {
    const { media, stream } = await this.#deps.media.open(em, mediaId);
    const chunks: Buffer[] = [];
    for await (const chunk of stream) {
      chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array));
    }
    return { data: Buffer.concat(chunks), filename: media.filename, mimetype: media.mimetype };
  }

  /**
   * The recipient's contact (created if new) and the ticket the message is recorded in: an outbound-only
   * send, so a contact without an active ticket is put in no Waiting list until they answer.
   */
  async #ticketFor(em: EntityManager, row: ShippingRow, connectionId: number): Promise<number> {
    return em.transactional(async (tx) => {
      await tx.execute('SELECT pg_advisory_xact_lock(?, hashtext(?))', [connectionId, row.number]);
      let contact = await tx.findOne(Contact, { number: row.number });
      if (!contact) {
        contact = tx.create(Contact, { companyId: row.company_id, number: row.number, name: row.name || row.number });
        await tx.flush();
      }
      const ticket = await ticketForOutboundOnly(tx, { companyId: row.company_id, connectionId, contact, isGroup: false });
      await tx.flush();
      return ticket.id;
    });
  }

  /** Running campaigns of the connection with nothing left to send or to wait for become FINALIZADA. */
  async #finishDone(connectionId: number): Promise<void> {
    const { rows } = await this.#deps.pool.query<{ id: number; company_id: number }>(
      `update campaigns c set status = 'FINALIZADA', completed_at = now(), updated_at = now()
        where c.whatsapp_id = $1 and c.status = 'EM_ANDAMENTO'
          and not exists (select 1 from campaign_shippings s where s.campaign_id = c.id and s.status in ('pending', 'sending', 'awaiting_confirmation'))
        returning c.id, c.company_id`,
      [connectionId],
    );
    for (const row of rows) {
      this.#announcer.markDirty(row.company_id, row.id);
    }
    await this.#announcer.flush();
  }

  /** Campaigns whose rows changed elsewhere (an answer): their counts go out with the next announcement. */
  changed(companyId: number, campaignIds: number[]): void {
    for (const id of campaignIds) {
      this.#announcer.markDirty(companyId, id);
    }
  }
}

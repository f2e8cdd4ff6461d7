import type pg from 'pg';
import type { Logger } from '../../logger.ts';
import type { SinkConnection } from '../../platform/messaging/inbound-sink.ts';
import { readSendingSettings } from './campaign-settings-reader.ts';
import { isStopWord } from './campaign-text.ts';

type Reply = { companyId: number; connectionId: number; number: string; body: string };

/**
 * What a contact's answer means to the campaigns that wrote to them. A stop word (campaign settings,
 * default SAIR, PARAR, STOP) from a number some campaign of the company wrote to puts it on the
 * company's opt-out list: the later campaigns leave it out, and the rows still waiting for it end
 * as `opted_out`. Otherwise, an answer to a confirmation question of a running campaign on that
 * connection confirms it, and the dispatcher sends the message.
 */
export class CampaignReplies {
  readonly #pool: pg.Pool;
  readonly #logger: Logger;
  readonly #changed: (companyId: number, campaignIds: number[], confirmed: boolean) => void;

  constructor({
    pool,
    logger,
    changed,
  }: {
    pool: pg.Pool;
    logger: Logger;
    changed: (companyId: number, campaignIds: number[], confirmed: boolean) => void;
  }) {
    this.#pool = pool;
    this.#logger = logger;
    this.#changed = changed;
  }

  /** For the inbound engine: after a stored message of a contact (never throws). */
  async received(connection: SinkConnection, contact: { number: string; isGroup?: boolean }, body: string): Promise<void> {
    if (contact.isGroup || body.trim() === '') {
      return;
    }
    await this.handle({ companyId: connection.companyId, connectionId: connection.id, number: contact.number, body }).catch(
      (error: unknown) => this.#logger.warn({ err: error, connectionId: connection.id }, 'a campaign answer could not be handled'),
    );
  }

  async handle(reply: Reply): Promise<'opted_out' | 'confirmed' | 'none'> {
    // Most messages come from numbers no campaign wrote to: one indexed look, and nothing more for them.
    const { rows: written } = await this.#pool.query<{ campaign_id: number }>(
      `select campaign_id from campaign_shippings where company_id = $1 and number = $2 order by id desc limit 1`,
      [reply.companyId, reply.number],
    );
    const campaignId = written[0]?.campaign_id;
    if (campaignId === undefined) {
      return 'none';
    }
    const settings = await readSendingSettings(this.#pool, reply.companyId);
    if (isStopWord(reply.body, settings.stopWords)) {
      await this.#pool.query(
        `insert into campaign_opt_outs (company_id, number, word, campaign_id) values ($1, $2, $3, $4) on conflict (company_id, number) do nothing`,
        [reply.companyId, reply.number, reply.body.trim().slice(0, 30), campaignId],
      );
      const { rows } = await this.#pool.query<{ campaign_id: number }>(
        `update campaign_shippings set status = 'opted_out', updated_at = now()
          where company_id = $1 and number = $2 and status in ('pending', 'awaiting_confirmation')
          returning campaign_id`,
        [reply.companyId, reply.number],
      );
      this.#changed(reply.companyId, [campaignId, ...rows.map((row) => row.campaign_id)], false);
      return 'opted_out';
    }
    const { rows } = await this.#pool.query<{ campaign_id: number }>(
      `update campaign_shippings s set confirmed_at = now(), updated_at = now()
         from campaigns c
        where c.id = s.campaign_id and c.whatsapp_id = $2 and c.status = 'EM_ANDAMENTO' and c.confirmation
          and s.company_id = $1 and s.number = $3 and s.status = 'awaiting_confirmation' and s.confirmed_at is null
        returning s.campaign_id`,
      [reply.companyId, reply.connectionId, reply.number],
    );
    if (rows.length === 0) {
      return 'none';
    }
    this.#changed(
      reply.companyId,
      rows.map((row) => row.campaign_id),
      true,
    );
    return 'confirmed';
  }
}

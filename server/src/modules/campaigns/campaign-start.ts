import { CONFIRMATION_KEYS, MESSAGE_KEYS, type ChosenTemplate } from '@balcao/shared';
import type pg from 'pg';
import { renderTemplate } from '../cloud/cloud-templates.ts';
import { readSendingSettings } from './campaign-settings-reader.ts';
import { fillCampaignText, pickVariant } from './campaign-text.ts';

/** Rows inserted per statement when a campaign starts. */
const SNAPSHOT_SLICE = 1_000;

/** PROGRAMADA → EM_ANDAMENTO with its shipping rows, in one transaction (a crash leaves both or neither). */
export async function startCampaign(pool: pg.Pool, campaignId: number, companyId: number): Promise<boolean> {
  const settings = await readSendingSettings(pool, companyId);
  const client = await pool.connect();
  try {
    await client.query('begin');
    const { rows } = await client.query<Record<string, string | number | boolean | null>>(
      `select * from campaigns where id = $1 and status = 'PROGRAMADA' and scheduled_at <= now() for update skip locked`,
      [campaignId],
    );
    const campaign = rows[0];
    if (!campaign) {
      await client.query('rollback');
      return false;
    }
    const messages = MESSAGE_KEYS.map((key) => String(campaign[key] ?? ''));
    const confirmations = CONFIRMATION_KEYS.map((key) => String(campaign[`confirmation_message${key.slice(-1)}`] ?? ''));
    const items = await client.query<{ name: string; number: string; email: string }>(
      `select i.name, i.number, i.email from contact_list_items i
        where i.contact_list_id = $1 and i.company_id = $2 and i.is_whatsapp_valid is not false
          and not exists (select 1 from campaign_opt_outs o where o.company_id = i.company_id and o.number = i.number)
        order by i.id`,
      [campaign['contact_list_id'], companyId],
    );
    for (let index = 0; index < items.rows.length; index += SNAPSHOT_SLICE) {
      const slice = items.rows.slice(index, index + SNAPSHOT_SLICE);
      const template = campaign['template'] as unknown as ChosenTemplate | null;
      // A template campaign fills the template's parameters per contact; its message is what the contact reads.
      const parameters = slice.map((item) =>
        template ? template.parameters.map((parameter) => fillCampaignText(parameter, item, settings.variables)) : null,
      );
      const texts = slice.map((item, position) => {
        const filled = parameters[position];
        return template && filled ? renderTemplate(template, filled) : fillCampaignText(pickVariant(messages), item, settings.variables);
      });
      const questions = slice.map((item) =>
        campaign['confirmation'] ? fillCampaignText(pickVariant(confirmations), item, settings.variables) : '',
      );
      await client.query(
        `insert into campaign_shippings (company_id, campaign_id, number, name, email, message, confirmation_message, template_parameters)
         select $1, $2, t.number, t.name, t.email, t.message, t.confirmation, t.parameters::jsonb
           from unnest($3::text[], $4::text[], $5::text[], $6::text[], $7::text[], $8::text[])
                as t(number, name, email, message, confirmation, parameters)
         on conflict (campaign_id, number) do nothing`,
        [
          companyId,
          campaignId,
          slice.map((item) => item.number),
          slice.map((item) => item.name),
          slice.map((item) => item.email),
          texts,
          questions,
          parameters.map((filled) => (filled ? JSON.stringify(filled) : null)),
        ],
      );
    }
    await client.query(`update campaigns set status = 'EM_ANDAMENTO', updated_at = now() where id = $1`, [campaignId]);
    await client.query('commit');
    return true;
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}

import { campaignSettingsSchema, type CAMPAIGN_STATUSES } from '@balcao/shared';
import { Campaign } from '../../campaigns/campaign.entity.ts';
import { CampaignShipping } from '../../campaigns/campaign-shipping.entity.ts';
import { CampaignSetting } from '../../campaign-settings/campaign-setting.entity.ts';
import { ContactListItem } from '../../contact-lists/contact-list-item.entity.ts';
import { date, idIn, ownedParents, parents, text, type Outcome, type Step } from '../step.ts';
import { copyMedia } from './media-copy.ts';

const id = (row: Record<string, unknown>) => String(row['id']);
const orNull = (value: unknown) => (value === null || value === undefined ? null : date(value));

type Status = (typeof CAMPAIGN_STATUSES)[number];

/**
 * A campaign that was sending or scheduled in the reference would be sent by both products while they
 * run side by side: one sending arrives cancelled (restarting it in Balcão skips whoever was
 * delivered), one scheduled arrives inactive (schedule it again in Balcão at the switch).
 */
function statusOf(value: unknown): { status: Status; note?: string } {
  switch (value) {
    case 'EM_ANDAMENTO':
      return { status: 'CANCELADA', note: 'was sending: arrives cancelled (restart it in Balcão)' };
    case 'PROGRAMADA':
      return { status: 'INATIVA', note: 'was scheduled: arrives inactive (schedule it again in Balcão)' };
    case 'CANCELADA':
    case 'FINALIZADA':
    case 'INATIVA':
      return { status: value };
    default:
      return { status: 'INATIVA', note: `status "${text(value)}" became INATIVA` };
  }
}

/** Campaigns with their texts, list, file list, connection and file (`--media`). */
export const campaignsStep: Step = {
  table: 'Campaigns',
  kind: 'campaign',
  keys: ['id'],
  idOf: id,
  async write(rows, context) {
    const { em } = context;
    const companies = await parents(context, 'company', rows, 'companyId');
    const connections = await parents(context, 'whatsapp', rows, 'whatsappId');
    const lists = await parents(context, 'contact-list', rows, 'contactListId');
    const fileLists = await parents(context, 'file-list', rows, 'fileListId');
    const outcomes: Outcome[] = [];
    for (const row of rows) {
      const companyId = idIn(companies, row['companyId']);
      const whatsappId = idIn(connections, row['whatsappId']);
      if (companyId === undefined || whatsappId === undefined) {
        outcomes.push({
          id: id(row),
          skipped: companyId === undefined ? 'its company was not imported' : 'no connection (Balcão sends a campaign through one)',
        });
        continue;
      }
      const { status, note: statusNote } = statusOf(row['status']);
      const mediaPath = text(row['mediaPath']);
      const media = mediaPath ? await copyMedia(context, companyId, [mediaPath]) : undefined;
      const messages = Object.fromEntries(
        [1, 2, 3, 4, 5].flatMap((n) => [
          [`message${n}`, text(row[`message${n}`])],
          [`confirmationMessage${n}`, text(row[`confirmationMessage${n}`])],
        ]),
      ) as Record<`message${1 | 2 | 3 | 4 | 5}` | `confirmationMessage${1 | 2 | 3 | 4 | 5}`, string>;
      const campaign = em.create(Campaign, {
        companyId,
        name: text(row['name'], 50).trim() || `Campaign ${id(row)}`,
        status,
        confirmation: row['confirmation'] === true,
        ...messages,
        scheduledAt: orNull(row['scheduledAt']),
        completedAt: orNull(row['completedAt']),
        whatsappId,
        contactListId: idIn(lists, row['contactListId']) ?? null,
        fileListId: idIn(fileLists, row['fileListId']) ?? null,
        mediaId: media?.mediaId ?? null,
        mediaName: media?.mediaId ? text(row['mediaName'], 255) || null : null,
        createdAt: date(row['createdAt']),
        updatedAt: date(row['updatedAt']),
      });
      await em.flush();
      const note = statusNote ?? media?.note;
      outcomes.push({ id: id(row), written: campaign.id, ...(note ? { note } : {}) });
    }
    return outcomes;
  },
};

const SETTING_KEYS = Object.keys(campaignSettingsSchema.shape) as (keyof typeof campaignSettingsSchema.shape)[];

function parsed(value: string): unknown {
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return value;
  }
}

/** A company's campaign settings (intervals, variables): a value Balcão would refuse is reported. */
export const campaignSettingsStep: Step = {
  table: 'CampaignSettings',
  kind: 'campaign-setting',
  keys: ['id'],
  idOf: id,
  async write(rows, context) {
    const { em } = context;
    const companies = await parents(context, 'company', rows, 'companyId');
    const outcomes: Outcome[] = [];
    for (const row of rows) {
      const companyId = idIn(companies, row['companyId']);
      const key = text(row['key']) as (typeof SETTING_KEYS)[number];
      if (companyId === undefined) {
        outcomes.push({ id: id(row), skipped: 'its company was not imported' });
        continue;
      }
      if (!SETTING_KEYS.includes(key)) {
        outcomes.push({ id: id(row), skipped: `a campaign setting Balcão does not have (${key})` });
        continue;
      }
      const value = campaignSettingsSchema.shape[key].safeParse(parsed(text(row['value'])));
      if (!value.success) {
        outcomes.push({ id: id(row), skipped: `a value Balcão does not accept for ${key}` });
        continue;
      }
      const setting =
        (await em.findOne(CampaignSetting, { companyId, key })) ??
        em.create(CampaignSetting, { companyId, key, value: null, createdAt: date(row['createdAt']) });
      setting.value = value.data;
      setting.updatedAt = date(row['updatedAt']);
      await em.flush();
      outcomes.push({ id: id(row), written: setting.id });
    }
    return outcomes;
  },
};

/**
 * A campaign's record of each person it wrote to, with its state: delivered, waiting for the
 * confirmation it asked for, or not sent yet. A number appears once per campaign in Balcão.
 */
export const campaignShippingStep: Step = {
  table: 'CampaignShipping',
  kind: 'campaign-shipping',
  keys: ['id'],
  idOf: id,
  async write(rows, context) {
    const { em } = context;
    const campaigns = await ownedParents(context, 'campaign', Campaign, rows, 'campaignId');
    const items = await parents(context, 'contact-list-item', rows, 'contactId');
    const people = new Map(
      (await em.find(ContactListItem, { id: { $in: [...items.values()].map(Number) } }, { fields: ['name', 'email'] })).map((item) => [
        item.id,
        item,
      ]),
    );
    const taken = new Set(
      (await em.find(CampaignShipping, { campaignId: { $in: campaigns.ids } }, { fields: ['campaignId', 'number'] })).map(
        (shipping) => `${shipping.campaignId}:${shipping.number}`,
      ),
    );
    const outcomes: Outcome[] = [];
    const made: [string, CampaignShipping][] = [];
    for (const row of rows) {
      const campaign = campaigns.of(row);
      const number = text(row['number'], 50).replace(/\D/g, '');
      if (campaign === undefined) {
        outcomes.push({ id: id(row), skipped: 'its campaign was not imported' });
        continue;
      }
      const { id: campaignId, companyId } = campaign;
      if (!number || taken.has(`${campaignId}:${number}`)) {
        outcomes.push({ id: id(row), skipped: number ? 'a second record of one number in its campaign' : 'no number' });
        continue;
      }
      taken.add(`${campaignId}:${number}`);
      const person = people.get(idIn(items, row['contactId']) ?? -1);
      const deliveredAt = orNull(row['deliveredAt']);
      const confirmationRequestedAt = orNull(row['confirmationRequestedAt']);
      made.push([
        id(row),
        em.create(CampaignShipping, {
          companyId,
          campaignId,
          number,
          name: person?.name ?? '',
          email: person?.email ?? '',
          status: deliveredAt ? 'delivered' : confirmationRequestedAt ? 'awaiting_confirmation' : 'pending',
          message: text(row['message']),
          confirmationMessage: text(row['confirmationMessage']),
          deliveredAt,
          confirmationRequestedAt,
          confirmedAt: orNull(row['confirmedAt']),
          createdAt: date(row['createdAt']),
          updatedAt: date(row['updatedAt']),
        }),
      ]);
    }
    await em.flush();
    return [...outcomes, ...made.map(([from, shipping]) => ({ id: from, written: shipping.id }))];
  },
};

import type { CampaignCounts, CampaignRecord } from '@balcao/shared';
import type { EntityManager } from '@mikro-orm/postgresql';
import { Whatsapp } from '../connections/whatsapp.entity.ts';
import { ContactList } from '../contact-lists/contact-list.entity.ts';
import type { Campaign } from './campaign.entity.ts';

type CountRow = {
  campaign_id: number;
  valid: string;
  delivered: string;
  confirmation_requested: string;
  confirmed: string;
  opted_out: string;
  failed: string;
  pending: string;
};

const NO_COUNTS: CampaignCounts = { valid: 0, delivered: 0, confirmationRequested: 0, confirmed: 0, optedOut: 0, failed: 0, pending: 0 };

/** The report counts of campaigns (already read through the tenant filter), in one grouped statement. */
export async function countsOf(em: EntityManager, campaignIds: number[]): Promise<Map<number, CampaignCounts>> {
  const counts = new Map<number, CampaignCounts>();
  if (campaignIds.length === 0) {
    return counts;
  }
  const rows = await em.getConnection().execute<CountRow[]>(
    `select campaign_id,
            count(*) as valid,
            count(*) filter (where status = 'delivered') as delivered,
            count(confirmation_requested_at) as confirmation_requested,
            count(confirmed_at) as confirmed,
            count(*) filter (where status = 'opted_out') as opted_out,
            count(*) filter (where status = 'failed') as failed,
            count(*) filter (where status in ('pending', 'sending', 'awaiting_confirmation')) as pending
       from campaign_shippings where campaign_id in (${campaignIds.map(() => '?').join(', ')})
      group by campaign_id`,
    campaignIds,
  );
  for (const row of rows) {
    counts.set(Number(row.campaign_id), {
      valid: Number(row.valid),
      delivered: Number(row.delivered),
      confirmationRequested: Number(row.confirmation_requested),
      confirmed: Number(row.confirmed),
      optedOut: Number(row.opted_out),
      failed: Number(row.failed),
      pending: Number(row.pending),
    });
  }
  return counts;
}

/** Campaigns as the screens show them, with their connection, list and counts (three statements for any number). */
export async function campaignRecords(em: EntityManager, campaigns: Campaign[]): Promise<CampaignRecord[]> {
  const ids = campaigns.map((campaign) => campaign.id);
  const connectionIds = [...new Set(campaigns.map((campaign) => campaign.whatsappId))];
  const listIds = [...new Set(campaigns.flatMap((campaign) => (campaign.contactListId ? [campaign.contactListId] : [])))];
  const [counts, connections, lists] = await Promise.all([
    countsOf(em, ids),
    connectionIds.length > 0 ? em.find(Whatsapp, { id: { $in: connectionIds } }, { fields: ['id', 'name'] }) : [],
    listIds.length > 0 ? em.find(ContactList, { id: { $in: listIds } }, { fields: ['id', 'name'] }) : [],
  ]);
  const connectionOf = new Map(connections.map((row) => [row.id, { id: row.id, name: row.name }]));
  const listOf = new Map(lists.map((row) => [row.id, { id: row.id, name: row.name }]));
  return campaigns.map((campaign) => ({
    id: campaign.id,
    name: campaign.name,
    status: campaign.status,
    confirmation: campaign.confirmation,
    message1: campaign.message1,
    message2: campaign.message2,
    message3: campaign.message3,
    message4: campaign.message4,
    message5: campaign.message5,
    confirmationMessage1: campaign.confirmationMessage1,
    confirmationMessage2: campaign.confirmationMessage2,
    confirmationMessage3: campaign.confirmationMessage3,
    confirmationMessage4: campaign.confirmationMessage4,
    confirmationMessage5: campaign.confirmationMessage5,
    scheduledAt: campaign.scheduledAt?.toISOString() ?? null,
    completedAt: campaign.completedAt?.toISOString() ?? null,
    whatsappId: campaign.whatsappId,
    contactListId: campaign.contactListId ?? null,
    tagListId: campaign.tagListId ?? null,
    fileListId: campaign.fileListId ?? null,
    mediaPath: campaign.mediaId ? `/media/${campaign.mediaId}` : null,
    mediaName: campaign.mediaId ? (campaign.mediaName ?? null) : null,
    whatsapp: connectionOf.get(campaign.whatsappId) ?? null,
    contactList: campaign.contactListId ? (listOf.get(campaign.contactListId) ?? null) : null,
    template: campaign.template ?? null,
    counts: counts.get(campaign.id) ?? { ...NO_COUNTS },
    createdAt: campaign.createdAt.toISOString(),
    updatedAt: campaign.updatedAt.toISOString(),
  }));
}

import type { CampaignRecord, Envelope } from '@balcao/shared';
import { create } from 'zustand';
import { createRecordListStore, textMatches } from '../components/list/recordListStore.ts';

/** Ordered like the server: newest first. */
function newestFirst(a: CampaignRecord, b: CampaignRecord): number {
  return a.createdAt > b.createdAt ? -1 : a.createdAt < b.createdAt ? 1 : b.id - a.id;
}

/** The Campaigns page's list, kept live by `campaign` events (states and counts included). */
export const useCampaignsStore = createRecordListStore<CampaignRecord>({
  order: newestFirst,
  keeps: (record, search) => textMatches(search, record.name),
});

/** The campaign the report shows, replaced by each `campaign` event about it. */
export const useCampaignReportStore = create<{ campaign: CampaignRecord | null; show: (campaign: CampaignRecord | null) => void }>(
  (set) => ({
    campaign: null,
    show: (campaign) => set({ campaign }),
  }),
);

export function applyCampaignReportEvent(event: Envelope<'campaign'>): void {
  const shown = useCampaignReportStore.getState().campaign;
  if (shown && (event.action === 'create' || event.action === 'update') && event.campaign.id === shown.id) {
    useCampaignReportStore.getState().show(event.campaign);
  }
}

import type {
  CampaignBody,
  CampaignPage,
  CampaignRecord,
  CampaignShippingPage,
  ConnectionRecord,
  ContactListOption,
  TagRecord,
} from '@balcao/shared';
import { api } from '../../api/index.ts';
import type { PageFetcher } from '../../components/list/index.ts';
import { useCampaignsStore } from '../../state/campaigns.ts';

export const fetchCampaigns: PageFetcher<CampaignRecord> = async (search, pageNumber) => {
  const page = await api.get<CampaignPage>('/campaigns', { query: { searchParam: search || undefined, pageNumber } });
  return { records: page.records, hasMore: page.hasMore };
};

export function getCampaign(id: number): Promise<CampaignRecord> {
  return api.get<CampaignRecord>(`/campaigns/${id}`);
}

function keep(saved: CampaignRecord): CampaignRecord {
  useCampaignsStore.getState().apply(saved);
  return saved;
}

export async function saveCampaign(id: number | null, body: CampaignBody): Promise<CampaignRecord> {
  return keep(id === null ? await api.post<CampaignRecord>('/campaigns', body) : await api.put<CampaignRecord>(`/campaigns/${id}`, body));
}

export async function deleteCampaign(id: number): Promise<void> {
  await api.delete(`/campaigns/${id}`);
  useCampaignsStore.getState().remove(id);
}

export async function cancelCampaign(id: number): Promise<CampaignRecord> {
  return keep(await api.post<CampaignRecord>(`/campaigns/${id}/cancel`, {}));
}

export async function restartCampaign(id: number): Promise<CampaignRecord> {
  return keep(await api.post<CampaignRecord>(`/campaigns/${id}/restart`, {}));
}

export async function attachCampaignMedia(id: number, file: File): Promise<CampaignRecord> {
  const form = new FormData();
  form.append('file', file, file.name);
  return keep(await api.post<CampaignRecord>(`/campaigns/${id}/media-upload`, form));
}

export function fetchShipping(id: number, pageNumber: number): Promise<CampaignShippingPage> {
  return api.get<CampaignShippingPage>(`/campaigns/${id}/shipping`, { query: { pageNumber } });
}

export function shippingCsv(id: number): Promise<Blob> {
  return api.blob(`/campaigns/${id}/shipping`, { query: { format: 'csv' } });
}

/** What the dialog's pickers offer. */
export async function campaignOptions(): Promise<{ connections: ConnectionRecord[]; lists: ContactListOption[]; tags: TagRecord[] }> {
  const [connections, lists, tags] = await Promise.all([
    api.get<ConnectionRecord[]>('/whatsapp', { query: { session: 0 } }),
    api.get<ContactListOption[]>('/contact-lists/list'),
    api.get<TagRecord[]>('/tags/list'),
  ]);
  return { connections, lists, tags };
}

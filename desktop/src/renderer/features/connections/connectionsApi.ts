import type { ConnectionBody, ConnectionProvider, ConnectionRecord, ConnectionTokenResponse } from '@balcao/shared';
import { api } from '../../api/index.ts';
import type { PageFetcher } from '../../components/list/index.ts';
import { useConnectionsStore } from '../../state/connections.ts';

/** The company's connections without the pairing blobs, listed whole. */
export const fetchConnections: PageFetcher<ConnectionRecord> = async () => ({
  records: await api.get<ConnectionRecord[]>('/whatsapp/', { query: { session: 0 } }),
  hasMore: false,
});

/** Loads the connections into the connections slice (the menu's check, the pickers). */
export async function loadConnections(): Promise<void> {
  useConnectionsStore.getState().setAll((await fetchConnections('', 1)).records);
}

/** One connection with its QR code, put into the slice. */
export async function loadConnection(id: number): Promise<ConnectionRecord> {
  const connection = await api.get<ConnectionRecord>(`/whatsapp/${id}`);
  useConnectionsStore.getState().apply(connection);
  return connection;
}

export async function saveConnection(id: number | null, body: ConnectionBody): Promise<ConnectionRecord> {
  const saved =
    id === null ? await api.post<ConnectionRecord>('/whatsapp', body) : await api.put<ConnectionRecord>(`/whatsapp/${id}`, body);
  useConnectionsStore.getState().apply(saved);
  return saved;
}

export async function deleteConnection(id: number): Promise<void> {
  await api.delete(`/whatsapp/${id}`);
  useConnectionsStore.getState().remove(id);
}

/** Which providers this server offers (the sandbox only when it is switched on). */
export async function loadProviders(): Promise<ConnectionProvider[]> {
  const { providers } = await api.get<{ providers: ConnectionProvider[] }>('/whatsapp/providers');
  return providers;
}

export type SessionAction = 'retry' | 'newQr' | 'disconnect';

const SESSION_METHOD: Record<SessionAction, 'POST' | 'PUT' | 'DELETE'> = { retry: 'POST', newQr: 'PUT', disconnect: 'DELETE' };

/** Try again, ask for a new QR code, or disconnect; the new status arrives as a live event. */
export async function runSessionAction(id: number, action: SessionAction): Promise<void> {
  await api.request(SESSION_METHOD[action], `/whatsappsession/${id}`);
}

/** Sandbox only: plays a phone scanning the QR code. */
export async function simulateSandboxScan(id: number): Promise<void> {
  await api.post(`/sandbox/${id}/scan`);
}

/** A new API token for the connection (admins only); the old one stops working at once. */
export async function renewConnectionToken(id: number): Promise<string> {
  const { token } = await api.post<ConnectionTokenResponse>(`/whatsapp/${id}/token`);
  return token;
}

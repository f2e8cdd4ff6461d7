import type {
  DialogflowTestBody,
  DialogflowTestResponse,
  QueueIntegrationBody,
  QueueIntegrationListResponse,
  QueueIntegrationRecord,
  WebhookSecretResponse,
} from '@balcao/shared';
import { api } from '../../api/index.ts';
import type { PageFetcher } from '../../components/list/index.ts';
import { useQueueIntegrationsStore } from '../../state/queueIntegrations.ts';

export const fetchQueueIntegrations: PageFetcher<QueueIntegrationRecord> = async (search, pageNumber) => {
  const page = await api.get<QueueIntegrationListResponse>('/queueIntegration', {
    query: { searchParam: search || undefined, pageNumber },
  });
  return { records: page.queueIntegrations, hasMore: page.hasMore };
};

export function getQueueIntegration(id: number): Promise<QueueIntegrationRecord> {
  return api.get<QueueIntegrationRecord>(`/queueIntegration/${id}`);
}

export async function saveQueueIntegration(id: number | null, body: QueueIntegrationBody): Promise<QueueIntegrationRecord> {
  const saved =
    id === null
      ? await api.post<QueueIntegrationRecord>('/queueIntegration', body)
      : await api.put<QueueIntegrationRecord>(`/queueIntegration/${id}`, body);
  useQueueIntegrationsStore.getState().apply(saved);
  return saved;
}

export async function deleteQueueIntegration(id: number): Promise<void> {
  await api.delete(`/queueIntegration/${id}`);
  useQueueIntegrationsStore.getState().remove(id);
}

/** One exchange with Dialogflow using the dialog's credentials (a saved integration's stored key when they are masked). */
export function testDialogflow(body: DialogflowTestBody): Promise<DialogflowTestResponse> {
  return api.post<DialogflowTestResponse>('/queueIntegration/testSession', body);
}

/** The signing secret of an n8n or webhook integration. */
export async function getWebhookSecret(id: number): Promise<string> {
  return (await api.get<WebhookSecretResponse>(`/queueIntegration/${id}/secret`)).webhookSecret;
}

/** A new signing secret: receivers checking the old one refuse the next deliveries. */
export async function renewWebhookSecret(id: number): Promise<string> {
  return (await api.post<WebhookSecretResponse>(`/queueIntegration/${id}/secret`)).webhookSecret;
}

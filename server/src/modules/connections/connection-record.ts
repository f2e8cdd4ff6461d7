import type { CloudSettingsRecord, ConnectionRecord } from '@balcao/shared';
import type { EntityManager } from '@mikro-orm/postgresql';
import { WhatsappQueue } from './whatsapp-queue.entity.ts';
import type { Whatsapp } from './whatsapp.entity.ts';

export type QueueSummary = ConnectionRecord['queues'][number];

/**
 * The queues of many connections in one query (no query per connection). The tenant filter scopes
 * the links; a link only ever points at a queue of its own company (checked when it is written).
 */
export async function queuesByConnection(em: EntityManager, connectionIds: number[]): Promise<Map<number, QueueSummary[]>> {
  const byConnection = new Map<number, QueueSummary[]>(connectionIds.map((id) => [id, []]));
  if (connectionIds.length === 0) {
    return byConnection;
  }
  const qb = em
    .createQueryBuilder(WhatsappQueue, 'wq')
    .select(['wq.whatsappId'])
    .join('wq.queueId' as never, 'q')
    .addSelect(['q.id as queue_id', 'q.name as queue_name', 'q.color as queue_color'])
    .where({ whatsappId: { $in: connectionIds } })
    .orderBy({ 'q.name': 'asc', 'q.id': 'asc' });
  await qb.applyFilters();
  const rows = await qb.execute<{ whatsapp_id: number; queue_id: number; queue_name: string; queue_color: string }[]>('all', false);
  for (const row of rows) {
    byConnection.get(row.whatsapp_id)?.push({ id: row.queue_id, name: row.queue_name, color: row.queue_color });
  }
  return byConnection;
}

/** The API shape of a connection; the API token and the Cloud API settings only for admins (and never in socket payloads). */
export function toConnectionRecord(
  row: Whatsapp,
  queues: QueueSummary[],
  showToken: boolean,
  cloudSettings: (row: Whatsapp) => CloudSettingsRecord | null,
): ConnectionRecord {
  return {
    id: row.id,
    name: row.name,
    status: row.status,
    qrcode: row.qrcode,
    retries: row.retries,
    isDefault: row.isDefault,
    provider: row.provider,
    greetingMessage: row.greetingMessage,
    complationMessage: row.complationMessage,
    outOfHoursMessage: row.outOfHoursMessage,
    ratingMessage: row.ratingMessage,
    expiresInactiveMessage: row.expiresInactiveMessage,
    expiresTicket: row.expiresTicket,
    timeUseBotQueues: row.timeUseBotQueues,
    maxUseBotQueues: row.maxUseBotQueues,
    timeToTransfer: row.timeToTransfer ?? null,
    transferQueueId: row.transferQueueId ?? null,
    promptId: row.promptId ?? null,
    integrationId: row.integrationId ?? null,
    token: showToken ? row.token : '',
    updatedAt: row.updatedAt.toISOString(),
    queues,
    cloud: showToken ? cloudSettings(row) : null,
  };
}

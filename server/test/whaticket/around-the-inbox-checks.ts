import type {
  AnnouncementListResponse,
  CampaignPage,
  ChatListResponse,
  ChatMessagesResponse,
  FileListResponse,
  HelpRecord,
  InvoiceArrayResponse,
  PromptListResponse,
  QueueRecord,
  ScheduleListResponse,
} from '@balcao/shared';
import { expect } from 'vitest';
import type { HttpClient } from '../http-client.ts';
import { PROMPT_API_KEY } from './reference-seed-around.ts';
import { PNG, QUEUE_HOURS } from './reference-seed.ts';

export type ReportCounts = Record<string, { read: number; written: number; linked: number; already: number; skipped: number }>;

/** What the report says of the tables around the inbox, for the seed of reference-seed-around.ts. */
export function expectAroundTheInboxCounts(counts: ReportCounts, stdout: string): void {
  expect(counts['QueueIntegrations']).toMatchObject({ written: 2, skipped: 1 });
  expect(stdout).toContain('an integration type Balcão does not have (flowbuilder)');
  expect(counts['Prompts']).toMatchObject({ written: 2 });
  expect(stdout).toContain('its text-to-speech voice settings stayed behind');
  expect(counts['Queues.bots']).toMatchObject({ written: 1 });
  expect(counts['Whatsapps.bots']).toMatchObject({ written: 1 });
  expect(counts['Schedules']).toMatchObject({ written: 2, skipped: 1 });
  expect(counts['ContactLists']).toMatchObject({ written: 1 });
  expect(counts['ContactListItems']).toMatchObject({ written: 2, linked: 1 });
  expect(counts['Files']).toMatchObject({ written: 1 });
  expect(counts['FilesOptions']).toMatchObject({ written: 2 });
  expect(counts['CampaignSettings']).toMatchObject({ written: 2, skipped: 1 });
  expect(counts['Campaigns']).toMatchObject({ written: 2, skipped: 1 });
  expect(stdout).toContain('was sending: arrives cancelled (restart it in Balcão)');
  expect(counts['CampaignShipping']).toMatchObject({ written: 3 });
  expect(counts['Invoices']).toMatchObject({ written: 2, skipped: 1 });
  expect(counts['Announcements']).toMatchObject({ written: 1 });
  expect(counts['Helps']).toMatchObject({ written: 1, skipped: 1 });
  expect(counts['Chats']).toMatchObject({ written: 1 });
  expect(counts['ChatUsers']).toMatchObject({ written: 2 });
  expect(counts['ChatMessages']).toMatchObject({ written: 2 });
  expect(stdout).toContain('its file stayed behind (internal chat messages are text in Balcão)');
  expect(counts['UserRatings']).toMatchObject({ written: 1, skipped: 1 });
  expect(stdout).toMatch(/Tables not imported: none/);
}

async function bytesOf(client: HttpClient, url: string): Promise<Buffer> {
  const response = await fetch(`${client.baseUrl}${url}`, { headers: { authorization: `Bearer ${client.token ?? ''}` } });
  expect(response.status, url).toBe(200);
  return Buffer.from(await response.arrayBuffer());
}

/** What the first company's admin sees of the tables around the inbox, through the API. */
export async function expectAroundTheInbox(admin: HttpClient): Promise<void> {
  // The scheduled message, with its contact, time and file.
  const schedules = (await admin.request<ScheduleListResponse>('GET', '/schedules')).body.schedules;
  const reminder = schedules.find((schedule) => schedule.body === 'Lembrete da consulta');
  expect(reminder).toMatchObject({ status: 'PENDENTE', sendAt: '2099-06-01T12:00:00.000Z', contact: { name: 'Maria' } });
  expect((await bytesOf(admin, reminder?.mediaPath ?? '')).equals(PNG)).toBe(true);
  expect(schedules.find((schedule) => schedule.body === 'Obrigado pela visita')).toMatchObject({ status: 'ENVIADA' });
  expect(schedules).toHaveLength(2);

  // Campaigns with their list and what was delivered; the one that was sending arrives cancelled.
  const campaigns = (await admin.request<CampaignPage>('GET', '/campaigns')).body.records;
  const blackFriday = campaigns.find((campaign) => campaign.name === 'Black Friday');
  expect(blackFriday).toMatchObject({ status: 'FINALIZADA', contactList: { name: 'Clientes' }, whatsapp: { name: 'Comercial' } });
  expect(blackFriday?.counts).toMatchObject({ delivered: 1, pending: 1 });
  expect(campaigns.find((campaign) => campaign.name === 'Natal')).toMatchObject({ status: 'CANCELADA', counts: { delivered: 1 } });
  const lists = await admin.request<{ records: { name: string; contactsCount: number }[] }>('GET', '/contact-lists');
  expect(lists.body.records).toEqual([expect.objectContaining({ name: 'Clientes', contactsCount: 2 })]);
  const settings = await admin.request<{ key: string; value: unknown }[]>('GET', '/campaign-settings');
  expect(settings.body).toEqual(expect.arrayContaining([{ key: 'messageInterval', value: '5' }]));

  // The company's finance list: the paid invoice, and the open one past its day shown expired.
  const invoices = (await admin.request<InvoiceArrayResponse>('GET', '/invoices/all')).body;
  expect(invoices.map((invoice) => [invoice.dueDate.slice(0, 10), invoice.status, invoice.value]).sort()).toEqual([
    ['2024-04-10', 'paid', 99.9],
    ['2024-05-10', 'expired', 99.9],
  ]);

  // The prompt runs the queue, and its key opens under Balcão's cipher (shown masked, last four).
  const prompts = (await admin.request<PromptListResponse>('GET', '/prompt')).body.prompts;
  const attendant = prompts.find((prompt) => prompt.name === 'Atendente IA');
  expect(attendant).toMatchObject({ apiKey: `••••${PROMPT_API_KEY.slice(-4)}`, maxTokens: 200, queue: { name: 'Vendas' } });
  const queues = (await admin.request<QueueRecord[]>('GET', '/queue')).body;
  expect(queues.find((queue) => queue.name === 'Vendas')).toMatchObject({ promptId: attendant?.id, schedules: QUEUE_HOURS });

  // The file list with its file served; the file that was gone leaves its option without one.
  const files = (await admin.request<FileListResponse>('GET', '/files')).body.files;
  const catalog = files.find((list) => list.name === 'Catálogo');
  expect(catalog?.options.map((option) => [option.name, option.mediaType])).toEqual([
    ['Foto do produto', 'image'],
    ['Tabela de preços', null],
  ]);
  expect((await bytesOf(admin, catalog?.options[0]?.mediaPath ?? '')).equals(PNG)).toBe(true);

  // The announcement with its image, the help video, the internal chat.
  const announcements = (await admin.request<AnnouncementListResponse>('GET', '/announcements')).body.records;
  const welcome = announcements.find((announcement) => announcement.title === 'Bem-vindos ao novo sistema');
  expect(welcome).toMatchObject({ priority: 1, status: true });
  expect((await bytesOf(admin, welcome?.mediaPath ?? '')).equals(PNG)).toBe(true);
  const helps = (await admin.request<HelpRecord[]>('GET', '/helps/list')).body;
  expect(helps.find((help) => help.title === 'Como atender')?.video).toBe('dQw4w9WgXcQ');
  const chats = (await admin.request<ChatListResponse>('GET', '/chats')).body.records;
  expect(chats).toHaveLength(1);
  expect(chats[0]).toMatchObject({ uuid: '6f1e2b9a-3c4d-4e5f-8a9b-0c1d2e3f4a5b', title: 'Equipe' });
  expect(chats[0]?.users.map((user) => user.unreads).sort()).toEqual([0, 2]);
  const messages = (await admin.request<ChatMessagesResponse>('GET', `/chats/${chats[0]?.id ?? 0}/messages`)).body.records;
  expect(messages.map((message) => message.message).sort()).toEqual(['Reunião às 10', 'pauta.pdf']);
}

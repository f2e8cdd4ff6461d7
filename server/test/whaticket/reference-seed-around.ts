import type { SeedQuery } from './reference-seed.ts';

/** Files of the reference's public folder that the rows below name (relative to it). */
export const SCHEDULE_FILE = '1700000000002_lembrete.png';
export const CATALOG_FILE = 'fileList/1/catalogo.png';
export const ANNOUNCEMENT_FILE = 'announcements/1700000000003_aviso.png';
export const PROMPT_API_KEY = 'sk-reference-key-9876';
export const DIALOGFLOW_JSON = '{"type":"service_account","private_key":"reference-private-key"}';

/** Rows of the tables around the inbox (what the report must count as read). */
export const SEEDED_AROUND_THE_INBOX = {
  QueueIntegrations: 3,
  Prompts: 2,
  'Queues.bots': 2,
  'Whatsapps.bots': 1,
  Schedules: 3,
  ContactLists: 1,
  ContactListItems: 3,
  Files: 1,
  FilesOptions: 2,
  CampaignSettings: 3,
  Campaigns: 3,
  CampaignShipping: 3,
  Invoices: 3,
  Announcements: 1,
  Helps: 2,
  Chats: 1,
  ChatUsers: 2,
  ChatMessages: 2,
  UserRatings: 2,
};

/**
 * Schedules, contact lists, file lists, campaigns with their shipping records, invoices, prompts,
 * integrations, announcements, helps, internal chats and ratings of the seed's first company, each
 * table with a row that cannot move as it is: a flow-builder integration, a schedule without a
 * contact, a number twice in a list, a campaign without a connection, two invoices for one day, a
 * help without a video, a rate of 0, a file that is gone.
 */
export async function seedAroundTheInbox(q: SeedQuery): Promise<void> {
  await q(
    `INSERT INTO "QueueIntegrations" (id, type, name, "projectName", "jsonContent", language, "urlN8N", "companyId", "typebotSlug", "createdAt", "updatedAt") VALUES
    (1, 'typebot', 'Bot de vendas', 'vendas', '', 'pt-BR', 'https://typebot.example.com', 1, 'vendas-bot', now(), now()),
    (2, 'dialogflow', 'Dialogflow', 'projeto-df', ?, 'pt-BR', 'true', 1, '', now(), now()),
    (3, 'flowbuilder', 'Fluxo', 'fluxo', '', 'pt-BR', 'true', 1, '', now(), now())`,
    [DIALOGFLOW_JSON],
  );
  await q(
    `INSERT INTO "Prompts" (id, name, "apiKey", prompt, "maxTokens", "maxMessages", temperature, voice, "voiceKey", "voiceRegion", "queueId", "companyId", "createdAt", "updatedAt") VALUES
    (1, 'Atendente IA', ?, 'Você é a atendente da Acme.', 200, 10, 1, 'pt-BR-FranciscaNeural', 'voice-key', 'brazilsouth', 1, 1, now(), now()),
    (2, 'Sem chave', '', 'Rascunho', 100, 10, 5, NULL, NULL, NULL, 1, 1, now(), now())`,
    [PROMPT_API_KEY],
  );
  await q(`UPDATE "Queues" SET "promptId" = 1 WHERE id = 1`);
  await q(`UPDATE "Whatsapps" SET "integrationId" = 1 WHERE id = 1`);
  await q(
    `INSERT INTO "Schedules" (id, body, "sendAt", "sentAt", "contactId", "ticketId", "userId", "companyId", status, "mediaName", "mediaPath", "createdAt", "updatedAt") VALUES
    (1, 'Lembrete da consulta', '2099-06-01 12:00:00', NULL, 1, 1, 1, 1, 'PENDENTE', 'lembrete.png', ?, now(), now()),
    (2, 'Obrigado pela visita', '2024-05-03 12:00:00', '2024-05-03 12:00:05', 3, 3, NULL, 1, 'ENVIADA', NULL, NULL, now(), now()),
    (3, 'Sem contato', '2099-06-01 12:00:00', NULL, NULL, NULL, 1, 1, 'PENDENTE', NULL, NULL, now(), now())`,
    [SCHEDULE_FILE],
  );
  await q(`INSERT INTO "ContactLists" (id, name, "companyId", "createdAt", "updatedAt") VALUES (1, 'Clientes', 1, now(), now())`);
  await q(`INSERT INTO "ContactListItems" (id, name, number, email, "contactListId", "isWhatsappValid", "companyId", "createdAt", "updatedAt") VALUES
    (1, 'Ana', '5511911110001', 'ana@example.com', 1, true, 1, now(), now()),
    (2, 'Bruno', '5511911110002', NULL, 1, false, 1, now(), now()),
    (3, 'Ana (de novo)', '5511911110001', NULL, 1, false, 1, now(), now())`);
  await q(
    `INSERT INTO "Files" (id, "companyId", name, message, "createdAt", "updatedAt") VALUES (1, 1, 'Catálogo', 'Nosso catálogo', now(), now())`,
  );
  await q(`INSERT INTO "FilesOptions" (id, name, path, "fileId", "mediaType", "createdAt", "updatedAt") VALUES
    (1, 'Foto do produto', 'catalogo.png', 1, 'image/png', now(), now()),
    (2, 'Tabela de preços', 'tabela.pdf', 1, 'application/pdf', now(), now())`);
  await q(`INSERT INTO "CampaignSettings" (id, "key", value, "companyId", "createdAt", "updatedAt") VALUES
    (1, 'messageInterval', '5', 1, now(), now()),
    (2, 'variables', '[{"key":"loja","value":"Centro"}]', 1, now(), now()),
    (3, 'somethingOnlyTheReferenceHas', '1', 1, now(), now())`);
  await q(`INSERT INTO "Campaigns" (id, name, message1, status, confirmation, "companyId", "contactListId", "whatsappId", "fileListId", "scheduledAt", "completedAt", "createdAt", "updatedAt") VALUES
    (1, 'Black Friday', 'Oi {nome}, temos ofertas', 'FINALIZADA', false, 1, 1, 1, 1, '2024-11-20 09:00:00', '2024-11-20 10:00:00', now(), now()),
    (2, 'Natal', 'Feliz Natal, {nome}', 'EM_ANDAMENTO', false, 1, 1, 1, NULL, '2024-12-20 09:00:00', NULL, now(), now()),
    (3, 'Sem conexão', 'Oi', 'INATIVA', false, 1, 1, NULL, NULL, NULL, NULL, now(), now())`);
  await q(`INSERT INTO "CampaignShipping" (id, number, message, "contactId", "campaignId", "deliveredAt", "createdAt", "updatedAt") VALUES
    (1, '5511911110001', 'Oi Ana, temos ofertas', 1, 1, '2024-11-20 09:01:00', now(), now()),
    (2, '5511911110002', 'Oi Bruno, temos ofertas', 2, 1, NULL, now(), now()),
    (3, '5511911110001', 'Feliz Natal, Ana', 3, 2, '2024-12-20 09:01:00', now(), now())`);
  await q(`INSERT INTO "Invoices" (id, detail, status, value, "dueDate", "companyId", "createdAt", "updatedAt") VALUES
    (1, 'Plano Ouro', 'paid', 99.9, '2024-04-10', 1, now(), now()),
    (2, 'Plano Ouro', 'open', 99.9, '2024-05-10', 1, now(), now()),
    (3, 'Plano Ouro (repetida)', 'open', 99.9, '2024-05-10', 1, now(), now())`);
  await q(
    `INSERT INTO "Announcements" (id, priority, title, text, "mediaPath", "mediaName", "companyId", status, "createdAt", "updatedAt") VALUES
    (1, 1, 'Bem-vindos ao novo sistema', 'Novidades da semana', ?, 'aviso.png', 1, true, now(), now())`,
    [ANNOUNCEMENT_FILE.replace('announcements/', '')],
  );
  await q(`INSERT INTO "Helps" (id, title, description, video, link, "createdAt", "updatedAt") VALUES
    (1, 'Como atender', 'O primeiro atendimento', 'dQw4w9WgXcQ', NULL, now(), now()),
    (2, 'Manual em PDF', 'Sem vídeo', NULL, 'https://example.com/manual.pdf', now(), now())`);
  await q(`INSERT INTO "Chats" (id, title, uuid, "ownerId", "lastMessage", "companyId", "createdAt", "updatedAt") VALUES
    (1, 'Equipe', '6f1e2b9a-3c4d-4e5f-8a9b-0c1d2e3f4a5b', 4, 'Segue a pauta', 1, '2024-05-01 08:00:00', '2024-05-01 08:05:00')`);
  await q(`INSERT INTO "ChatUsers" (id, "chatId", "userId", unreads, "createdAt", "updatedAt") VALUES
    (1, 1, 4, 0, now(), now()), (2, 1, 1, 2, now(), now())`);
  await q(`INSERT INTO "ChatMessages" (id, "chatId", "senderId", message, "mediaPath", "mediaName", "createdAt", "updatedAt") VALUES
    (1, 1, 4, 'Reunião às 10', NULL, NULL, '2024-05-01 08:00:00', '2024-05-01 08:00:00'),
    (2, 1, 4, '', '1700000000004_pauta.pdf', 'pauta.pdf', '2024-05-01 08:05:00', '2024-05-01 08:05:00')`);
  await q(`INSERT INTO "UserRatings" (id, "ticketId", "companyId", "userId", rate, "createdAt", "updatedAt") VALUES
    (1, 3, 1, NULL, 3, '2024-05-03 11:00:00', '2024-05-03 11:00:00'),
    (2, 1, 1, 1, 0, '2024-05-01 10:10:00', '2024-05-01 10:10:00')`);
}

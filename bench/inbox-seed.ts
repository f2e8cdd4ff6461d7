import type pg from 'pg';

/** Messages per ticket in the inbox data set. */
export const MESSAGES_PER_TICKET = 20;

export type InboxSeedIds = { companyId: number; userId: number; connectionId: number; queueIds: number[] };

/** The rows the inbound engine and the inbox write, in bulk: contacts, tickets, tracking rows, messages. */
export async function seedInbox(
  client: pg.Client,
  ids: InboxSeedIds,
  { tickets, messagesPerTicket = MESSAGES_PER_TICKET }: { tickets: number; messagesPerTicket?: number },
): Promise<void> {
  const { companyId, userId, connectionId, queueIds } = ids;
  const queues = `array[${queueIds.join(',')}]::int[]`;
  await client.query(`set maintenance_work_mem = '256MB'`);
  await client.query(
    `insert into contacts (company_id, name, number, created_at, updated_at)
     select $1,
            (array['Ana','Bruno','Carla','Davi','Elisa','Fábio','Gabriela','Heitor','Isabela','João','Karina','Lucas','Marina','Nicolas','Olívia','Paulo','Renata','Samuel','Tatiana','Vitor'])[1 + i % 20]
              || ' ' || (array['Silva','Souza','Oliveira','Santos','Lima','Pereira','Costa','Almeida','Ferreira','Rodrigues','Gomes','Martins','Araújo','Barbosa','Ribeiro','Carvalho','Rocha','Dias','Moreira','Nunes'])[1 + (i / 20) % 20]
              || ' ' || i,
            '55' || (11 + i % 80) || lpad(i::text, 9, '0'),
            now() - interval '120 days', now() - interval '120 days'
       from generate_series(1, $2::int) i`,
    [companyId, tickets],
  );
  // 70% closed, 20% open (half of them the admin's), 10% pending; updated over the last 90 days.
  await client.query(
    `insert into tickets (uuid, company_id, status, contact_id, whatsapp_id, queue_id, user_id, last_message, from_me,
                          unread_messages, closed_at, created_at, updated_at)
     select gen_random_uuid(), $1, s.status, c.id, $2,
            case when s.n % 7 = 0 then null else (${queues})[1 + s.n % ${queueIds.length}] end,
            case when s.status = 'open' then case when s.n % 2 = 0 then $3::int else null end
                 when s.status = 'closed' then $3::int else null end,
            'mensagem ' || (s.n * ${messagesPerTicket}), s.n % 3 = 0,
            case when s.status = 'closed' then 0 else s.n % 4 end,
            case when s.status = 'closed' then s.updated else null end,
            s.updated - interval '2 hours', s.updated
       from (select row_number() over (order by id) as n, id from contacts where company_id = $1) c
       cross join lateral (select c.n,
                                  case when c.n % 10 < 7 then 'closed' when c.n % 10 < 9 then 'open' else 'pending' end as status,
                                  now() - (c.n * interval '77 seconds') as updated) s`,
    [companyId, connectionId, userId],
  );
  // Open tickets without the admin belong to nobody: make them pending (an open ticket always has an attendant).
  await client.query(`update tickets set status = 'pending' where company_id = $1 and status = 'open' and user_id is null`, [companyId]);
  await client.query(
    `insert into ticket_trackings (company_id, ticket_id, whatsapp_id, user_id, queued_at, started_at, finished_at, created_at)
     select company_id, id, whatsapp_id, user_id, created_at, case when user_id is null then null else created_at end,
            closed_at, created_at
       from tickets where company_id = $1`,
    [companyId],
  );
  // The trigram index is built once after the bulk insert (faster than maintaining it row by row); same definition as the migration.
  await client.query(`drop index if exists messages_body_fold_trgm_index`);
  await client.query(
    `insert into messages (company_id, ticket_id, contact_id, whatsapp_id, wa_id, body, from_me, read, ack, media_type,
                           sent_at, send_status, created_at, updated_at)
     select t.company_id, t.id, t.contact_id, t.whatsapp_id, 'BENCH' || t.id || '-' || k,
            (array['Bom dia, tudo bem?','Preciso da segunda via do boleto','Meu pedido ainda não chegou','Pode me passar o código de rastreio?',
                   'Obrigado pelo atendimento','Qual o horário de funcionamento?','Quero trocar o produto','O pagamento foi aprovado?'])[1 + (t.id + k) % 8]
              || case when (t.id * 31 + k) % 997 = 0 then ' reembolso' else '' end
              || ' #' || substr(md5((t.id * 100 + k)::text), 1, 6),
            k % 2 = 0, true, case when k % 2 = 0 then 3 else 0 end, 'chat',
            t.created_at + k * interval '5 minutes', 'sent',
            t.created_at + k * interval '5 minutes', t.created_at + k * interval '5 minutes'
       from tickets t cross join generate_series(1, ${messagesPerTicket}) k
      where t.company_id = $1`,
    [companyId],
  );
  await client.query(`create index "messages_body_fold_trgm_index" on "messages" using gin (balcao_fold("body") gin_trgm_ops)`);
  // As a settled database: statistics, and a visibility map so counts can read the indexes only.
  await client.query('vacuum analyze');
  // Write the seed out now rather than during the measurements (needs a superuser or pg_checkpoint).
  await client.query('checkpoint').catch(() => undefined);
}

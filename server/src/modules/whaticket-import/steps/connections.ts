import { randomBytes } from 'node:crypto';
import { newApiToken } from '../../connections/api-token.ts';
import { Whatsapp } from '../../connections/whatsapp.entity.ts';
import { WhatsappQueue } from '../../connections/whatsapp-queue.entity.ts';
import { Queue } from '../../queues/queue.entity.ts';
import { date, idIn, numberOr, parents, text, type Outcome, type Step } from '../step.ts';
import { joinStep } from './join-step.ts';

const id = (row: Record<string, unknown>) => String(row['id']);

/**
 * Connections arrive disconnected whatever their status was: the reference may still be running with
 * the same WhatsApp session, and two clients of one session push each other off. Their credentials
 * come with them (sessionsStep), so starting one in Balcão needs no new QR code.
 */
export const whatsappsStep: Step = {
  table: 'Whatsapps',
  kind: 'whatsapp',
  keys: ['id'],
  idOf: id,
  async write(rows, context) {
    const { em } = context;
    const companies = await parents(context, 'company', rows, 'companyId');
    const queues = await parents(context, 'queue', rows, 'transferQueueId');
    const companyIds = [...new Set([...companies.values()].map(Number))];
    const existing = await em.find(Whatsapp, { companyId: { $in: companyIds } }, { fields: ['companyId', 'name'] });
    const names = new Set(existing.map((whatsapp) => `${whatsapp.companyId}:${whatsapp.name}`));
    const tokens = rows.map((row) => text(row['token'])).filter((token) => token.length >= 16 && token.length <= 64);
    const takenTokens = new Set(
      tokens.length > 0
        ? (await em.find(Whatsapp, { token: { $in: tokens } }, { fields: ['token'] })).map((whatsapp) => whatsapp.token)
        : [],
    );
    const outcomes: Outcome[] = [];
    const made: [string, Whatsapp, string | undefined][] = [];
    for (const row of rows) {
      const companyId = idIn(companies, row['companyId']);
      let name = text(row['name'], 50) || `WhatsApp ${id(row)}`;
      if (companyId === undefined) {
        outcomes.push({ id: id(row), skipped: 'its company was not imported' });
        continue;
      }
      let note: string | undefined;
      if (names.has(`${companyId}:${name}`)) {
        name = `${text(row['name'], 40)} ${randomBytes(3).toString('hex')}`;
        note = 'renamed: another connection of its company has the same name';
      }
      names.add(`${companyId}:${name}`);
      // The external API's bearer token moves too, so integrations keep working; one Balcão cannot keep gets a new one.
      let token = text(row['token']);
      if (token.length < 16 || token.length > 64 || takenTokens.has(token)) {
        if (token) {
          note ??= 'new API token: the old one could not be kept';
        }
        token = newApiToken();
      }
      takenTokens.add(token);
      made.push([
        id(row),
        em.create(Whatsapp, {
          companyId,
          name,
          status: 'DISCONNECTED',
          provider: 'beta',
          isDefault: row['isDefault'] === true,
          greetingMessage: text(row['greetingMessage']),
          complationMessage: text(row['complationMessage']),
          outOfHoursMessage: text(row['outOfHoursMessage']),
          ratingMessage: text(row['ratingMessage']),
          expiresInactiveMessage: text(row['expiresInactiveMessage']),
          expiresTicket: numberOr(row['expiresTicket'], 0),
          timeUseBotQueues: numberOr(row['timeUseBotQueues'], 0),
          maxUseBotQueues: numberOr(row['maxUseBotQueues'], 3),
          timeToTransfer: typeof row['timeToTransfer'] === 'number' ? row['timeToTransfer'] : null,
          transferQueueId: idIn(queues, row['transferQueueId']) ?? null,
          token,
          createdAt: date(row['createdAt']),
          updatedAt: date(row['updatedAt']),
        }),
        note,
      ]);
    }
    await em.flush();
    return [...outcomes, ...made.map(([from, whatsapp, note]) => ({ id: from, written: whatsapp.id, ...(note ? { note } : {}) }))];
  },
};

export const whatsappQueuesStep: Step = joinStep(
  'WhatsappQueues',
  'whatsapp-queue',
  { column: 'whatsappId', kind: 'whatsapp' },
  { column: 'queueId', kind: 'queue' },
  async (em, whatsappId, queueId) => {
    const whatsapp = await em.findOneOrFail(Whatsapp, { id: whatsappId }, { fields: ['companyId'] });
    const queue = await em.findOneOrFail(Queue, { id: queueId }, { fields: ['companyId'] });
    return whatsapp.companyId === queue.companyId
      ? em.create(WhatsappQueue, { companyId: whatsapp.companyId, whatsappId, queueId })
      : undefined;
  },
);

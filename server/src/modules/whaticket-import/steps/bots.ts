import { randomBytes } from 'node:crypto';
import { PROMPT_DEFAULTS, QUEUE_INTEGRATION_TYPES } from '@balcao/shared';
import { Whatsapp } from '../../connections/whatsapp.entity.ts';
import { apiKeyContext } from '../../prompts/prompt-secrets.ts';
import { Prompt } from '../../prompts/prompt.entity.ts';
import { jsonContentContext } from '../../queue-integrations/queue-integrations.service.ts';
import { QueueIntegration } from '../../queue-integrations/queue-integration.entity.ts';
import { Queue } from '../../queues/queue.entity.ts';
import { date, idIn, numberOr, ownedParents, parents, text, type Outcome, type Step } from '../step.ts';

const id = (row: Record<string, unknown>) => String(row['id']);

function within(value: unknown, min: number, max: number, fallback: number): number {
  return Math.min(max, Math.max(min, Math.trunc(numberOr(value, fallback))));
}

/**
 * AI prompts. The API key is sealed with the field cipher under the new row's id, as the prompts
 * service seals one typed in its dialog. The reference always asked one model (its default, Balcão's
 * too) and kept the temperature as a whole number; Balcão's is 0 to 1. Its text-to-speech voice
 * settings have no place in Balcão and stay behind, noted.
 */
export const promptsStep: Step = {
  table: 'Prompts',
  kind: 'prompt',
  keys: ['id'],
  idOf: id,
  async write(rows, context) {
    const { em } = context;
    const queues = await ownedParents(context, 'queue', Queue, rows, 'queueId');
    const outcomes: Outcome[] = [];
    for (const row of rows) {
      const queue = queues.of(row);
      if (queue === undefined) {
        outcomes.push({ id: id(row), skipped: 'its queue was not imported' });
        continue;
      }
      const { id: queueId, companyId } = queue;
      const temperature = numberOr(row['temperature'], PROMPT_DEFAULTS.temperature);
      const prompt = em.create(Prompt, {
        companyId,
        queueId,
        name: text(row['name'], 100).trim() || `Prompt ${id(row)}`,
        prompt: text(row['prompt']),
        model: PROMPT_DEFAULTS.model,
        maxTokens: within(row['maxTokens'], 1, 32_000, PROMPT_DEFAULTS.maxTokens),
        maxMessages: within(row['maxMessages'], 1, 100, PROMPT_DEFAULTS.maxMessages),
        temperature: Math.min(1, Math.max(0, Math.round(temperature * 10) / 10)),
        createdAt: date(row['createdAt']),
        updatedAt: date(row['updatedAt']),
      });
      await em.flush();
      const apiKey = text(row['apiKey']).trim();
      if (apiKey) {
        prompt.apiKeySealed = context.cipher.encrypt(apiKey, apiKeyContext(prompt.id));
        await em.flush();
      }
      const notes = [
        temperature > 1 || temperature < 0 ? `temperature ${temperature} became ${prompt.temperature}` : '',
        text(row['voice']) || text(row['voiceKey']) ? 'its text-to-speech voice settings stayed behind' : '',
        apiKey ? '' : 'no API key: set one in Balcão',
      ].filter(Boolean);
      outcomes.push({ id: id(row), written: prompt.id, ...(notes.length > 0 ? { note: notes.join('; ') } : {}) });
    }
    return outcomes;
  },
};

/**
 * Bots a queue or a connection hands conversations to. Dialogflow's credentials are sealed as the
 * service seals them; n8n and webhook integrations get a signing secret of their own (the reference
 * signed nothing; receivers may ignore the signature).
 */
export const queueIntegrationsStep: Step = {
  table: 'QueueIntegrations',
  kind: 'queue-integration',
  keys: ['id'],
  idOf: id,
  async write(rows, context) {
    const { em } = context;
    const companies = await parents(context, 'company', rows, 'companyId');
    const outcomes: Outcome[] = [];
    for (const row of rows) {
      const companyId = idIn(companies, row['companyId']);
      const type = text(row['type']).toLowerCase() as (typeof QUEUE_INTEGRATION_TYPES)[number];
      if (companyId === undefined) {
        outcomes.push({ id: id(row), skipped: 'its company was not imported' });
        continue;
      }
      if (!QUEUE_INTEGRATION_TYPES.includes(type)) {
        outcomes.push({ id: id(row), skipped: `an integration type Balcão does not have (${text(row['type'])})` });
        continue;
      }
      // The reference's column default was the text "true", not an address.
      const url = text(row['urlN8N'], 1000).trim();
      const integration = em.create(QueueIntegration, {
        companyId,
        type,
        name: text(row['name'], 50).trim() || `Integration ${id(row)}`,
        projectName: text(row['projectName'], 200),
        language: text(row['language'], 10),
        urlN8N: url === 'true' ? '' : url,
        typebotSlug: text(row['typebotSlug'], 200),
        typebotExpires: numberOr(row['typebotExpires'], 1),
        typebotDelayMessage: numberOr(row['typebotDelayMessage'], 1000),
        typebotKeywordFinish: text(row['typebotKeywordFinish'], 100),
        typebotKeywordRestart: text(row['typebotKeywordRestart'], 100),
        typebotUnknownMessage: text(row['typebotUnknownMessage']),
        typebotRestartMessage: text(row['typebotRestartMessage']),
        webhookSecret: randomBytes(32).toString('hex'),
        createdAt: date(row['createdAt']),
        updatedAt: date(row['updatedAt']),
      });
      await em.flush();
      const jsonContent = text(row['jsonContent']).trim();
      if (type === 'dialogflow' && jsonContent) {
        integration.jsonContentSealed = context.cipher.encrypt(jsonContent, jsonContentContext(integration.id));
        await em.flush();
      }
      outcomes.push({ id: id(row), written: integration.id });
    }
    return outcomes;
  },
};

/**
 * Which prompt or integration runs a queue or a connection (`promptId`, `integrationId` of the
 * reference's Queues and Whatsapps), once both sides are imported. A row running neither has nothing
 * to import (it is not skipped: nothing is lost); like a row whose bot was not imported, it is looked at
 * again by the next run.
 */
function botLinkStep(table: 'Queues' | 'Whatsapps'): Step {
  const parent = table === 'Queues' ? 'queue' : 'whatsapp';
  return {
    table,
    label: `${table}.bots`,
    kind: table === 'Queues' ? 'queue-bot' : 'whatsapp-bot',
    keys: ['id'],
    idOf: id,
    async write(rows, context) {
      const { em } = context;
      const targets = await parents(context, parent, rows, 'id');
      const prompts = await parents(context, 'prompt', rows, 'promptId');
      const integrations = await parents(context, 'queue-integration', rows, 'integrationId');
      const outcomes: Outcome[] = [];
      for (const row of rows) {
        const target = idIn(targets, row['id']);
        const promptId = idIn(prompts, row['promptId']) ?? null;
        const integrationId = idIn(integrations, row['integrationId']) ?? null;
        if (target === undefined) {
          outcomes.push({ id: id(row), skipped: `its ${parent === 'queue' ? 'queue' : 'connection'} was not imported` });
        } else if ((row['promptId'] ?? null) === null && (row['integrationId'] ?? null) === null) {
          outcomes.push({ id: id(row), nothingToWrite: 'runs no prompt or integration' });
        } else if (promptId === null && integrationId === null) {
          outcomes.push({ id: id(row), skipped: 'its prompt or integration was not imported' });
        } else {
          // One bot at a time in Balcão: the prompt wins, as the prompts dialog binds it.
          const bots = { promptId, integrationId: promptId === null ? integrationId : null };
          await (table === 'Queues' ? em.nativeUpdate(Queue, { id: target }, bots) : em.nativeUpdate(Whatsapp, { id: target }, bots));
          outcomes.push({
            id: id(row),
            written: target,
            ...(promptId !== null && integrationId !== null ? { note: 'ran a prompt and an integration: keeps the prompt' } : {}),
          });
        }
      }
      return outcomes;
    },
  };
}

export const queueBotsStep = botLinkStep('Queues');
export const whatsappBotsStep = botLinkStep('Whatsapps');

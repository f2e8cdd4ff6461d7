import { defineEntity, p } from '@mikro-orm/core';
import { timestamps } from '../../platform/database/timestamps.ts';
import { companyOwned } from '../../platform/tenancy/company-owned.ts';
import { Queue } from '../queues/queue.entity.ts';

/**
 * An AI attendant's configuration. `queueId` is the queue a ticket goes to when the AI hands it to a
 * person. The API key is kept encrypted (`FieldCipher`, context `prompt:{id}:apiKey`).
 */
const PromptSchema = defineEntity({
  name: 'Prompt',
  tableName: 'prompts',
  properties: {
    id: p.integer().primary(),
    ...companyOwned(),
    name: p.string().length(100),
    prompt: p.text(),
    model: p.string().length(100),
    maxTokens: p.integer().default(100),
    temperature: p.decimal('number').precision(2).scale(1).default(1),
    maxMessages: p.integer().default(10),
    queueId: () => p.manyToOne(Queue).mapToPk().fieldName('queue_id').deleteRule('cascade').index(),
    apiKeySealed: p.text().default(''),
    baseUrl: p.string().length(500).default(''),
    handoffWords: p.string().length(500).default(''),
    transcribeAudio: p.boolean().default(false),
    ...timestamps(),
  },
});

export class Prompt extends PromptSchema.class {}
PromptSchema.setClass(Prompt);

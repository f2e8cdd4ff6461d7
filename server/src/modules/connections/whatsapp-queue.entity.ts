import { defineEntity, p } from '@mikro-orm/core';
import { companyOwned } from '../../platform/tenancy/company-owned.ts';
import { Queue } from '../queues/queue.entity.ts';
import { Whatsapp } from './whatsapp.entity.ts';

/** The queues a connection routes to. */
const WhatsappQueueSchema = defineEntity({
  name: 'WhatsappQueue',
  tableName: 'whatsapp_queues',
  uniques: [{ properties: ['whatsappId', 'queueId'] }],
  properties: {
    id: p.integer().primary(),
    ...companyOwned(),
    whatsappId: () => p.manyToOne(Whatsapp).mapToPk().fieldName('whatsapp_id').deleteRule('cascade'),
    queueId: () => p.manyToOne(Queue).mapToPk().fieldName('queue_id').deleteRule('cascade').index(),
  },
});

export class WhatsappQueue extends WhatsappQueueSchema.class {}
WhatsappQueueSchema.setClass(WhatsappQueue);

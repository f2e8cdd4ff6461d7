import { defineEntity, p } from '@mikro-orm/core';
import { timestamps } from '../../platform/database/timestamps.ts';
import { companyOwned } from '../../platform/tenancy/company-owned.ts';
import { Queue } from './queue.entity.ts';

/** One entry of a queue's numbered chatbot menu; options nest through `parentId`. */
const QueueOptionSchema = defineEntity({
  name: 'QueueOption',
  tableName: 'queue_options',
  indexes: [{ properties: ['queueId', 'parentId'] }],
  properties: {
    id: p.integer().primary(),
    ...companyOwned(),
    queueId: () => p.manyToOne(Queue).mapToPk().fieldName('queue_id').deleteRule('cascade'),
    parentId: () => p.manyToOne(QueueOption).mapToPk().fieldName('parent_id').nullable().deleteRule('cascade'),
    title: p.string().length(100),
    message: p.text().default(''),
    option: p.string().length(10),
    ...timestamps(),
  },
});

export class QueueOption extends QueueOptionSchema.class {}
QueueOptionSchema.setClass(QueueOption);

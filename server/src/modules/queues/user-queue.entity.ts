import { defineEntity, p } from '@mikro-orm/core';
import { companyOwned } from '../../platform/tenancy/company-owned.ts';
import { User } from '../users/user.entity.ts';
import { Queue } from './queue.entity.ts';

/** The queues an attendant works. */
const UserQueueSchema = defineEntity({
  name: 'UserQueue',
  tableName: 'user_queues',
  uniques: [{ properties: ['userId', 'queueId'] }],
  properties: {
    id: p.integer().primary(),
    ...companyOwned(),
    userId: () => p.manyToOne(User).mapToPk().fieldName('user_id').deleteRule('cascade'),
    queueId: () => p.manyToOne(Queue).mapToPk().fieldName('queue_id').deleteRule('cascade').index(),
  },
});

export class UserQueue extends UserQueueSchema.class {}
UserQueueSchema.setClass(UserQueue);

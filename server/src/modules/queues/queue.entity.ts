import { defineEntity, p } from '@mikro-orm/core';
import type { WeekSchedule } from '@balcao/shared';
import { timestamps } from '../../platform/database/timestamps.ts';
import { companyOwned } from '../../platform/tenancy/company-owned.ts';

const QueueSchema = defineEntity({
  name: 'Queue',
  tableName: 'queues',
  uniques: [{ properties: ['companyId', 'color'] }, { properties: ['companyId', 'name'] }],
  properties: {
    id: p.integer().primary(),
    ...companyOwned(),
    name: p.string().length(50),
    color: p.string().length(9),
    orderQueue: p.integer().nullable(),
    greetingMessage: p.text().default(''),
    outOfHoursMessage: p.text().default(''),
    // The column default is for SQL; a record made in code starts with an empty array (the ORM would store the text "[]").
    schedules: p
      .json<WeekSchedule>()
      .default('[]')
      .onCreate(() => []),
    promptId: p.integer().nullable(),
    integrationId: p.integer().nullable(),
    ...timestamps(),
  },
});

export class Queue extends QueueSchema.class {}
QueueSchema.setClass(Queue);

import { defineEntity, p } from '@mikro-orm/core';
import { RECURRENCES } from '@balcao/shared';
import { timestamps } from '../../platform/database/timestamps.ts';
import { Plan } from '../plans/plan.entity.ts';

export type CompanySchedule = { weekday: string; weekdayEn: string; startTime: string; endTime: string };

/** A tenant. Its own row is in scope for its users (the tenant filter matches `id`). */
const CompanySchema = defineEntity({
  name: 'Company',
  tableName: 'companies',
  properties: {
    id: p.integer().primary(),
    name: p.string().length(100),
    email: p.string().length(254).nullable(),
    phone: p.string().length(30).nullable(),
    planId: () => p.manyToOne(Plan).mapToPk().fieldName('plan_id').index(),
    status: p.boolean().default(true),
    dueDate: p.date().nullable(),
    recurrence: p.enum(RECURRENCES).default('MENSAL'),
    // The column default is for SQL; a record made in code starts with an empty array (the ORM would store the text "[]").
    schedules: p
      .json<CompanySchedule[]>()
      .default('[]')
      .onCreate(() => []),
    billingName: p.string().length(150).nullable(),
    billingDocument: p.string().length(30).nullable(),
    billingAddress: p.string().length(250).nullable(),
    billingCity: p.string().length(100).nullable(),
    billingState: p.string().length(100).nullable(),
    billingZipcode: p.string().length(20).nullable(),
    billingCountry: p.string().length(60).nullable(),
    /** The company whose sign-up link brought this one (`/signup?companyId=…`); a record only, it grants nothing. */
    referrerCompanyId: p.integer().nullable(),
    ...timestamps(),
  },
});

export class Company extends CompanySchema.class {}
CompanySchema.setClass(Company);

import { defineEntity, p } from '@mikro-orm/core';
import { ALL_TICKET_VALUES, LANGUAGES, PROFILES } from '@balcao/shared';
import { timestamps } from '../../platform/database/timestamps.ts';
import { companyOwned } from '../../platform/tenancy/company-owned.ts';

const UserSchema = defineEntity({
  name: 'User',
  tableName: 'users',
  properties: {
    id: p.integer().primary(),
    ...companyOwned(),
    name: p.string().length(100),
    email: p.string().length(254).unique(),
    passwordHash: p.string().length(255).hidden().lazy(),
    profile: p.enum(PROFILES).default('user'),
    super: p.boolean().default(false),
    allTicket: p.enum(ALL_TICKET_VALUES).default('desabled'),
    whatsappId: p.integer().nullable(),
    language: p.enum(LANGUAGES).nullable(),
    /** Incremented on logout and password change: every token signed with an older version is refused. */
    tokenVersion: p.integer().default(0),
    online: p.boolean().default(false),
    lastSeenAt: p.datetime().nullable(),
    ...timestamps(),
  },
});

export class User extends UserSchema.class {}
UserSchema.setClass(User);

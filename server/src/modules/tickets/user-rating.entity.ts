import { defineEntity, p } from '@mikro-orm/core';
import { companyOwned } from '../../platform/tenancy/company-owned.ts';
import { User } from '../users/user.entity.ts';
import { Ticket } from './ticket.entity.ts';
import { TicketTracking } from './ticket-tracking.entity.ts';

/** The contact's 1-3 answer to the rating question of one attendance (one tracking row). */
const UserRatingSchema = defineEntity({
  name: 'UserRating',
  tableName: 'user_ratings',
  indexes: [{ properties: ['companyId', 'createdAt'] }],
  properties: {
    id: p.integer().primary(),
    ...companyOwned(),
    ticketId: () => p.manyToOne(Ticket).mapToPk().fieldName('ticket_id').deleteRule('cascade').index(),
    trackingId: () => p.manyToOne(TicketTracking).mapToPk().fieldName('tracking_id').deleteRule('cascade').unique(),
    userId: () => p.manyToOne(User).mapToPk().fieldName('user_id').nullable().deleteRule('set null'),
    rate: p.integer(),
    createdAt: p
      .datetime()
      .onCreate(() => new Date())
      .defaultRaw('now()'),
  },
});

export class UserRating extends UserRatingSchema.class {}
UserRatingSchema.setClass(UserRating);

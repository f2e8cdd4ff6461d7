import { defineEntity, p } from '@mikro-orm/core';
import { SCHEDULE_RECURRENCES, SCHEDULE_STATUSES, type ChosenTemplate } from '@balcao/shared';
import { timestamps } from '../../platform/database/timestamps.ts';
import { companyOwned } from '../../platform/tenancy/company-owned.ts';
import { Contact } from '../contacts/contact.entity.ts';
import { Whatsapp } from '../connections/whatsapp.entity.ts';
import { MediaFile } from '../media/media-file.entity.ts';
import { User } from '../users/user.entity.ts';

/**
 * A message to send to a contact at `sendAt`. The sender claims due rows (PENDENTE → AGENDADA) in one
 * statement and sends through the outbound path under a client key derived from the row, so a row is
 * sent once whatever restarts or processes come between. A transient failure puts it back to PENDENTE
 * with `nextAttemptAt` (backoff); the partial index on due rows is written in the migration.
 */
const ScheduleSchema = defineEntity({
  name: 'Schedule',
  tableName: 'schedules',
  indexes: [{ properties: ['companyId', 'sendAt'] }],
  properties: {
    id: p.integer().primary(),
    ...companyOwned({ indexed: false }),
    body: p.text(),
    contactId: () => p.manyToOne(Contact).mapToPk().fieldName('contact_id').deleteRule('cascade').index(),
    userId: () => p.manyToOne(User).mapToPk().fieldName('user_id').nullable().deleteRule('set null').index(),
    whatsappId: () => p.manyToOne(Whatsapp).mapToPk().fieldName('whatsapp_id').nullable().deleteRule('set null').index(),
    sendAt: p.datetime(),
    sentAt: p.datetime().nullable(),
    status: p.enum(SCHEDULE_STATUSES).default('PENDENTE'),
    error: p.text().nullable(),
    recurrence: p.enum(SCHEDULE_RECURRENCES).default('none'),
    recurUntil: p.datetime().nullable(),
    attempts: p.integer().default(0),
    /** Bumped by every edit: the send's client key carries it, so an edited message is a new send. */
    revision: p.integer().default(0),
    nextAttemptAt: p.datetime().nullable(),
    claimedAt: p.datetime().nullable(),
    /** The message the send stored (in the contact's ticket). */
    messageId: p.bigint('number').nullable(),
    mediaId: () => p.manyToOne(MediaFile).mapToPk().fieldName('media_id').nullable().deleteRule('set null'),
    mediaName: p.string().length(255).nullable(),
    /** On a Cloud API connection: the approved template sent instead of the body. */
    template: p.json<ChosenTemplate>().nullable(),
    ...timestamps(),
  },
});

export class Schedule extends ScheduleSchema.class {}
ScheduleSchema.setClass(Schedule);

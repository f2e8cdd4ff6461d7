import { defineEntity, p } from '@mikro-orm/core';
import { timestamps } from '../../platform/database/timestamps.ts';
import { companyOwned } from '../../platform/tenancy/company-owned.ts';
import { Whatsapp } from '../connections/whatsapp.entity.ts';

export const EARLY_CHANGE_KINDS = ['ack', 'failed', 'edit', 'revoke'] as const;
export type EarlyChangeKind = (typeof EARLY_CHANGE_KINDS)[number];

/**
 * A webhook change about a message Balcão has not recorded yet: a status that came before the send
 * recorded its wamid, an edit or a revoke that came before the message itself. Applied (and deleted)
 * as soon as the message is recorded.
 */
const EarlyChangeSchema = defineEntity({
  name: 'EarlyChange',
  tableName: 'cloud_early_changes',
  indexes: [{ properties: ['whatsappId', 'waId'] }],
  properties: {
    id: p.bigint('number').primary(),
    ...companyOwned(),
    whatsappId: () => p.manyToOne(Whatsapp).mapToPk().fieldName('whatsapp_id').deleteRule('cascade'),
    waId: p.string().length(128),
    kind: p.enum(EARLY_CHANGE_KINDS),
    ack: p.integer().nullable(),
    body: p.text().nullable(),
    error: p.text().nullable(),
    ...timestamps(),
  },
});

export class EarlyChange extends EarlyChangeSchema.class {}
EarlyChangeSchema.setClass(EarlyChange);

import { defineEntity, p } from '@mikro-orm/core';
import type { ExternalSendResponse } from '@balcao/shared';
import { companyOwned } from '../../platform/tenancy/company-owned.ts';
import { Whatsapp } from '../connections/whatsapp.entity.ts';

/**
 * An `Idempotency-Key` a caller sent with `POST /api/messages/send`, per connection (the token's): what
 * the request held (its fingerprint) and, once sent, the answer a retry with the same key gets back.
 */
const IdempotentSendSchema = defineEntity({
  name: 'IdempotentSend',
  tableName: 'api_idempotent_sends',
  uniques: [{ properties: ['connectionId', 'key'] }],
  indexes: [{ properties: ['connectionId', 'createdAt'] }],
  properties: {
    id: p.integer().primary(),
    ...companyOwned(),
    connectionId: () => p.manyToOne(Whatsapp).mapToPk().fieldName('connection_id').deleteRule('cascade'),
    key: p.string().length(255),
    fingerprint: p.string().length(64),
    /** Null while the first request with this key is still sending. */
    answer: p.json<ExternalSendResponse>().nullable(),
    createdAt: p.datetime().defaultRaw('now()'),
  },
});

export class IdempotentSend extends IdempotentSendSchema.class {}
IdempotentSendSchema.setClass(IdempotentSend);

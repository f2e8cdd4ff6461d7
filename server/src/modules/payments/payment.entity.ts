import { defineEntity, p } from '@mikro-orm/core';
import { PAYMENT_PROVIDERS } from '@balcao/shared';
import { timestamps } from '../../platform/database/timestamps.ts';
import { companyOwned } from '../../platform/tenancy/company-owned.ts';
import { Invoice } from '../invoices/invoice.entity.ts';

/**
 * One Pix charge of an invoice. The provider's charge id (`txid`) is unique, and so is the
 * end-to-end id of the Pix that paid it: a notification replayed finds the charge already
 * settled and changes nothing.
 */
const PaymentSchema = defineEntity({
  name: 'Payment',
  tableName: 'payments',
  properties: {
    id: p.integer().primary(),
    ...companyOwned(),
    invoiceId: () => p.manyToOne(Invoice).mapToPk().fieldName('invoice_id').deleteRule('cascade').index(),
    provider: p.enum(PAYMENT_PROVIDERS),
    txid: p.string().length(35).unique(),
    endToEndId: p.string().length(64).nullable().unique(),
    status: p.enum(['ATIVA', 'CONCLUIDA'] as const).default('ATIVA'),
    amount: p.decimal('number').precision(10).scale(2),
    /** The BR Code ("Pix copia e cola") the QR shows. */
    brCode: p.text(),
    expiresAt: p.datetime(),
    paidAt: p.datetime().nullable(),
    ...timestamps(),
  },
});

export class Payment extends PaymentSchema.class {}
PaymentSchema.setClass(Payment);

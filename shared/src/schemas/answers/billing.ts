import { z } from 'zod';
import { INVOICE_STATUSES, PAYMENT_PROVIDERS } from '../billing.ts';
import type {
  CheckoutResponse,
  InvoiceListResponse,
  InvoiceRecord,
  IssuedInvoiceResponse,
  PaymentSetupRecord,
  SubscriptionRecord,
} from '../billing.ts';

export const invoiceRecordSchema = z
  .object({
    id: z.number(),
    companyId: z.number(),
    companyName: z.string(),
    detail: z.string(),
    value: z.number(),
    dueDate: z.string(),
    status: z.enum(INVOICE_STATUSES),
    paidAt: z.string().nullable(),
    createdAt: z.string(),
  })
  .meta({ id: 'InvoiceRecord' }) satisfies z.ZodType<InvoiceRecord>;

export const invoiceListResponseSchema = z
  .object({
    invoices: z.array(invoiceRecordSchema),
    count: z.number(),
    hasMore: z.boolean(),
  })
  .meta({ id: 'InvoiceListResponse' }) satisfies z.ZodType<InvoiceListResponse>;

export const checkoutResponseSchema = z
  .object({
    invoiceId: z.number(),
    provider: z.enum(PAYMENT_PROVIDERS),
    txid: z.string(),
    expiresAt: z.string(),
    qrcode: z.object({
      qrcode: z.string(),
    }),
    valor: z.object({
      original: z.string(),
    }),
  })
  .meta({ id: 'CheckoutResponse' }) satisfies z.ZodType<CheckoutResponse>;

export const subscriptionRecordSchema = z
  .object({
    companyId: z.number(),
    companyName: z.string(),
    email: z.string().nullable(),
    dueDate: z.string().nullable(),
    recurrence: z.string(),
    planName: z.string(),
    planValue: z.number(),
    openInvoiceId: z.number().nullable(),
    paymentsReady: z.boolean(),
  })
  .meta({ id: 'SubscriptionRecord' }) satisfies z.ZodType<SubscriptionRecord>;

export const issuedInvoiceResponseSchema = z
  .object({
    invoice: invoiceRecordSchema,
    created: z.boolean(),
  })
  .meta({ id: 'IssuedInvoiceResponse' }) satisfies z.ZodType<IssuedInvoiceResponse>;

export const paymentSetupRecordSchema = z
  .object({
    provider: z.enum(PAYMENT_PROVIDERS),
    ready: z.boolean(),
    missing: z.array(z.string()),
  })
  .meta({ id: 'PaymentSetupRecord' }) satisfies z.ZodType<PaymentSetupRecord>;

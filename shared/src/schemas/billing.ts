import { z } from 'zod';
import { idSchema, pageQuery, shapeQuery } from './common.ts';

/** What an invoice row stores; "expired" is only shown (an open invoice whose due date has passed). */
export const INVOICE_STORED_STATUSES = ['open', 'paid'] as const;
export const INVOICE_STATUSES = ['paid', 'open', 'expired'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

export const PAYMENT_PROVIDERS = ['static', 'efi'] as const;
export type PaymentProviderName = (typeof PAYMENT_PROVIDERS)[number];

/** An invoice as /financeiro lists it; `status` is the display status. */
export type InvoiceRecord = {
  id: number;
  companyId: number;
  companyName: string;
  detail: string;
  value: number;
  dueDate: string;
  status: InvoiceStatus;
  paidAt: string | null;
  createdAt: string;
};

/**
 * GET /invoices/all: admins their own company's invoices, super users every company's. Without a
 * flag it answers every invoice that matches as an array (`InvoiceArrayResponse`, up to
 * `INVOICE_ARRAY_LIMIT`, as the reference product's client reads it); `shape=balcao` answers the page.
 */
export const invoiceListQuery = pageQuery.extend(shapeQuery.shape);
export type InvoiceListResponse = { invoices: InvoiceRecord[]; count: number; hasMore: boolean };
export type InvoiceArrayResponse = InvoiceRecord[];
export const INVOICE_ARRAY_LIMIT = 1000;

/** Display status: paid; expired when the due date is past and it is not paid; otherwise open. */
export function invoiceDisplayStatus(stored: (typeof INVOICE_STORED_STATUSES)[number], dueDate: string, today: string): InvoiceStatus {
  if (stored === 'paid') {
    return 'paid';
  }
  return dueDate < today ? 'expired' : 'open';
}

const optionalText = (max: number) => z.string().trim().max(max).optional();

/**
 * POST /subscription: the checkout's data step and the invoice to pay. The plan, price, users and
 * connections the spec's payload carries are the client's echo of the invoice: the server charges
 * the invoice's value and ignores them. Card fields are refused: Pix needs none and they never
 * reach the server (docs/decisions/billing-and-plans.md).
 */
export const checkoutBody = z
  .object({
    invoiceId: idSchema,
    firstName: z.string().trim().min(1).max(100),
    lastName: optionalText(100),
    address2: z.string().trim().min(1).max(200),
    city: z.string().trim().min(1).max(100),
    state: optionalText(100),
    zipcode: z.string().trim().min(1).max(20),
    country: z.enum(['BR', 'usa']),
    useAddressForPaymentDetails: z.boolean().optional(),
    plan: z.unknown().optional(),
    price: z.unknown().optional(),
    users: z.unknown().optional(),
    connections: z.unknown().optional(),
    nameOnCard: z.never({ error: 'Card data is never sent; Pix needs none' }).optional(),
    cardNumber: z.never({ error: 'Card data is never sent; Pix needs none' }).optional(),
    cvv: z.never({ error: 'Card data is never sent; Pix needs none' }).optional(),
    expiryDate: z.never({ error: 'Card data is never sent; Pix needs none' }).optional(),
  })
  .strip();
export type CheckoutBody = z.input<typeof checkoutBody>;

/** POST /subscription's answer, in the spec's shape (`qrcode.qrcode`, `valor.original`). */
export type CheckoutResponse = {
  invoiceId: number;
  provider: PaymentProviderName;
  txid: string;
  expiresAt: string;
  qrcode: { qrcode: string };
  valor: { original: string };
};

/** POST /invoices/{id}/confirm (super users, static Pix): the end-to-end id of the Pix seen in the bank statement. */
export const confirmPaymentBody = z.object({
  endToEndId: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9]{10,64}$/, 'Use the end-to-end id of the Pix (letters and digits)'),
});
export type ConfirmPaymentBody = z.input<typeof confirmPaymentBody>;

/** The subscription page: the company's trial or paid period and billing e-mail. */
export type SubscriptionRecord = {
  companyId: number;
  companyName: string;
  email: string | null;
  dueDate: string | null;
  recurrence: string;
  planName: string;
  planValue: number;
  /** The invoice to pay next (open or expired), if any. */
  openInvoiceId: number | null;
  /** False when the platform has no payment provider set up: checkout cannot take a payment, and the page says whom to ask. */
  paymentsReady: boolean;
};

/**
 * POST /subscription/invoice (the admin opening checkout) and POST /companies/{id}/invoices (a super
 * user): the company's invoice to pay, made when it had none; `created` says whether it was.
 */
export type IssuedInvoiceResponse = { invoice: InvoiceRecord; created: boolean };

/**
 * GET /payments/setup (super users): the platform's payment provider and what its configuration
 * lacks (names of settings, such as `PIX_KEY`). `ready` is false when no payment can be taken.
 */
export type PaymentSetupRecord = { provider: PaymentProviderName; ready: boolean; missing: string[] };

/**
 * A payment provider's notification (Efí's shape: `pix[]` with the charge's `txid` and the Pix's
 * `endToEndId`). Only the txids are used: each charge is then read back from the provider.
 */
export const pixWebhookBody = z
  .object({
    evento: z.string().max(100).optional(),
    pix: z
      .array(
        z
          .object({
            txid: z.string().regex(/^[A-Za-z0-9]{1,35}$/),
            endToEndId: z.string().max(64).optional(),
          })
          .loose(),
      )
      .max(100)
      .optional(),
  })
  .loose();
export type PixWebhookBody = z.input<typeof pixWebhookBody>;

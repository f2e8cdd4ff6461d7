import { randomBytes } from 'node:crypto';
import type { CheckoutResponse, PaymentSetupRecord, SubscriptionRecord, checkoutBody } from '@balcao/shared';
import { LockMode, QueryOrder, UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { z } from 'zod';
import type { Logger } from '../../logger.ts';
import { AppError } from '../../platform/http/app-error.ts';
import type { Realtime } from '../../platform/realtime/realtime.ts';
import { rooms } from '../../platform/realtime/rooms.ts';
import { forkForCompany, forkUnscoped } from '../../platform/tenancy/tenant-filter.ts';
import { Company } from '../companies/company.entity.ts';
import { addRecurrence } from '../companies/subscription.ts';
import { Invoice } from '../invoices/invoice.entity.ts';
import { noInvoice } from '../invoices/invoices.service.ts';
import { Plan } from '../plans/plan.entity.ts';
import { Payment } from './payment.entity.ts';
import { CHARGE_EXPIRES_IN_SECONDS, type PaymentProvider } from './payment-provider.ts';

type Deps = {
  em: EntityManager;
  realtime: Realtime;
  logger: Logger;
  provider: PaymentProvider;
  /** What the platform's payment configuration lacks (`paymentSetupOf`). */
  setup: PaymentSetupRecord;
};

/** A charge still payable this long is offered again rather than a new one made. */
const REUSE_MARGIN_MS = 5 * 60_000;

function notConfigured(): AppError {
  return new AppError('ERR_PAYMENTS_NOT_CONFIGURED', {
    message: 'Payments are not set up on this platform; contact its administrator',
  });
}

function alreadyPaid(): AppError {
  return new AppError('ERR_INVOICE_ALREADY_PAID', { message: 'This invoice is already paid' });
}

/** Our txid: 26 to 35 letters and digits (the Pix rule for charges under a txid we choose). */
function newTxid(invoiceId: number): string {
  return `BLC${invoiceId}X${randomBytes(12).toString('hex')}`.slice(0, 35);
}

function toCheckout(payment: Payment, provider: PaymentProvider): CheckoutResponse {
  return {
    invoiceId: payment.invoiceId,
    provider: provider.name,
    txid: payment.txid,
    expiresAt: payment.expiresAt.toISOString(),
    qrcode: { qrcode: payment.brCode },
    valor: { original: Number(payment.amount).toFixed(2) },
  };
}

/**
 * The checkout and its settlement. A charge is settled only on the provider's word (or a super
 * user's, for static Pix), once: the charge row is locked, a settled charge is left alone, an
 * end-to-end id is unique, and an invoice already paid does not move the due date again.
 */
export class PaymentsService {
  readonly #deps: Deps;

  constructor(deps: Deps) {
    this.#deps = deps;
  }

  get providerName(): PaymentProvider['name'] {
    return this.#deps.provider.name;
  }

  /** GET /payments/setup (super users): the provider and what its configuration lacks. */
  get setup(): PaymentSetupRecord {
    return this.#deps.setup;
  }

  /** POST /subscription: a Pix charge of the invoice's value (the client's price and plan are not used). */
  async checkout(em: EntityManager, input: z.output<typeof checkoutBody>): Promise<CheckoutResponse> {
    if (!this.#deps.setup.ready) {
      throw notConfigured();
    }
    const invoice = await em.findOne(Invoice, { id: input.invoiceId });
    if (!invoice) {
      throw noInvoice();
    }
    if (invoice.status === 'paid') {
      throw alreadyPaid();
    }
    const { provider } = this.#deps;
    const open = await em.findOne(
      Payment,
      { invoiceId: invoice.id, provider: provider.name, status: 'ATIVA', expiresAt: { $gt: new Date(Date.now() + REUSE_MARGIN_MS) } },
      { orderBy: { id: QueryOrder.DESC } },
    );
    const company = await em.findOneOrFail(Company, { id: invoice.companyId });
    em.assign(company, {
      billingName: [input.firstName, input.lastName].filter(Boolean).join(' ').slice(0, 150),
      billingAddress: input.address2,
      billingCity: input.city,
      billingState: input.state ?? null,
      billingZipcode: input.zipcode,
      billingCountry: input.country,
    });
    if (open) {
      await em.flush();
      return toCheckout(open, provider);
    }
    const amount = Number(invoice.value);
    const charge = await provider.createCharge({
      txid: newTxid(invoice.id),
      amount,
      description: `#Fatura:${invoice.id}`,
      expiresInSeconds: CHARGE_EXPIRES_IN_SECONDS,
    });
    const payment = em.create(Payment, {
      companyId: invoice.companyId,
      invoiceId: invoice.id,
      provider: provider.name,
      txid: charge.txid,
      amount,
      brCode: charge.brCode,
      expiresAt: charge.expiresAt,
      status: 'ATIVA',
    });
    await em.flush();
    return toCheckout(payment, provider);
  }

  /**
   * A provider's notification named these charges: each is read back from the provider and settled
   * only if the provider says it was paid. Answers how many were settled now.
   */
  async notified(txids: string[]): Promise<number> {
    let settled = 0;
    for (const txid of new Set(txids)) {
      const state = await this.#deps.provider.chargeState(txid);
      if (state?.status === 'CONCLUIDA' && (await this.settle(txid, state.endToEndId))) {
        settled += 1;
      }
    }
    return settled;
  }

  /** POST /invoices/{id}/confirm (super users, static Pix): the Pix was seen in the platform's statement. */
  async confirm(invoiceId: number, endToEndId: string): Promise<void> {
    const em = forkUnscoped(this.#deps.em);
    const invoice = await em.findOne(Invoice, { id: invoiceId });
    if (!invoice) {
      throw noInvoice();
    }
    if (invoice.status === 'paid') {
      throw alreadyPaid();
    }
    let payment = await em.findOne(Payment, { invoiceId, status: 'ATIVA' }, { orderBy: { id: QueryOrder.DESC } });
    if (!payment) {
      payment = em.create(Payment, {
        companyId: invoice.companyId,
        invoiceId,
        provider: 'static',
        txid: newTxid(invoiceId),
        amount: Number(invoice.value),
        brCode: '',
        expiresAt: new Date(),
        status: 'ATIVA',
      });
      await em.flush();
    }
    if (!(await this.settle(payment.txid, endToEndId))) {
      throw new AppError('ERR_VALIDATION', {
        message: 'This Pix already paid another charge',
        fields: [{ path: 'body.endToEndId', message: 'Already used by another payment' }],
      });
    }
  }

  /**
   * Marks the charge and its invoice paid and moves the company's due date by its recurrence, in one
   * transaction; then tells the company's open screens. False when there was nothing to do (unknown
   * or settled charge, or an end-to-end id already used): a replay changes nothing.
   */
  async settle(txid: string, endToEndId: string | null): Promise<boolean> {
    let outcome: { companyId: number; dueDate: string | null } | null;
    try {
      outcome = await forkUnscoped(this.#deps.em).transactional(async (tx) => {
        const payment = await tx.findOne(Payment, { txid }, { lockMode: LockMode.PESSIMISTIC_WRITE });
        if (!payment || payment.status === 'CONCLUIDA') {
          return null;
        }
        const now = new Date();
        payment.status = 'CONCLUIDA';
        payment.endToEndId = endToEndId;
        payment.paidAt = now;
        const invoice = await tx.findOneOrFail(Invoice, { id: payment.invoiceId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
        if (invoice.status === 'paid') {
          await tx.flush();
          return null;
        }
        invoice.status = 'paid';
        invoice.paidAt = now;
        const company = await tx.findOneOrFail(Company, { id: invoice.companyId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
        const next = addRecurrence(invoice.dueDate, company.recurrence);
        company.dueDate = company.dueDate && company.dueDate > next ? company.dueDate : next;
        await tx.flush();
        return { companyId: company.id, dueDate: company.dueDate };
      });
    } catch (error) {
      if (error instanceof UniqueConstraintViolationException) {
        this.#deps.logger.warn({ txid }, 'a Pix end-to-end id already paid another charge');
        return false;
      }
      throw error;
    }
    if (!outcome) {
      return false;
    }
    await this.#deps.realtime.emit(
      outcome.companyId,
      'payment',
      { action: 'CONCLUIDA', company: { id: outcome.companyId, dueDate: outcome.dueDate } },
      [rooms.company(outcome.companyId)],
    );
    return true;
  }

  /** GET /subscription: what the subscription page shows of the caller's company. */
  async subscription(rootEm: EntityManager, companyId: number): Promise<SubscriptionRecord> {
    const em = forkForCompany(rootEm, companyId);
    const company = await em.findOneOrFail(Company, { id: companyId });
    const plan = await em.findOneOrFail(Plan, { id: company.planId });
    const open = await em.findOne(
      Invoice,
      { status: 'open' },
      { orderBy: { dueDate: QueryOrder.ASC, id: QueryOrder.ASC }, fields: ['id'] },
    );
    return {
      companyId: company.id,
      companyName: company.name,
      email: company.email ?? null,
      dueDate: company.dueDate ?? null,
      recurrence: company.recurrence,
      planName: plan.name,
      planValue: Number(plan.value),
      openInvoiceId: open?.id ?? null,
      paymentsReady: this.#deps.setup.ready,
    };
  }
}

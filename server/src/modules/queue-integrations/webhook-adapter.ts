import type { EntityManager } from '@mikro-orm/postgresql';
import type { Logger } from '../../logger.ts';
import type { GuardedFetch } from '../../platform/outbound/guarded-fetch.ts';
import type { Scheduler } from '../../platform/jobs/scheduler.ts';
import { forkForCompany, forkUnscoped } from '../../platform/tenancy/tenant-filter.ts';
import type { BotAdapter, BotConversation, BotFailureNote, BotTurn } from '../chatbot/bot-adapter.ts';
import { BotFailure, causeOf, type BotFailureCause } from '../chatbot/bot-failure.ts';
import { Contact } from '../contacts/contact.entity.ts';
import { Message } from '../messages/message.entity.ts';
import { Ticket } from '../tickets/ticket.entity.ts';
import { QueueIntegration } from './queue-integration.entity.ts';
import { signedHeaders } from './webhook-signature.ts';
import { WebhookDelivery } from './webhook-delivery.entity.ts';

export const WEBHOOK_DELIVERY_JOB = 'bots:webhook-delivery';

type JobData = { companyId: number; deliveryId: number };

type Deps = {
  em: EntityManager;
  logger: Logger;
  /** Bound once the scheduler runs (it starts after the HTTP app). */
  scheduler: () => Scheduler;
  conversationOf: (companyId: number, ticketId: number) => BotConversation;
  /** Hands the ticket to people with the failure recorded (the bot hand-off's `failed`). */
  failed: (companyId: number, ticketId: number, bot: BotFailureNote['bot'], cause: BotFailureCause) => Promise<void>;
  retryBaseMs: number;
  maxAttempts: number;
  timeoutMs: number;
  /** The guarded `fetch`: the company chose the address (private addresses refused, at each redirect too). */
  fetch: GuardedFetch;
};

/** What a receiver may answer: texts to send to the contact. */
function messagesOf(answer: unknown): string[] {
  const list = (answer as { messages?: unknown } | null)?.messages;
  if (!Array.isArray(list)) {
    return [];
  }
  return list
    .map((item: unknown) =>
      typeof item === 'string' ? item : typeof (item as { text?: unknown })?.text === 'string' ? (item as { text: string }).text : '',
    )
    .filter((text) => text.trim());
}

/**
 * n8n and generic webhooks: each inbound message becomes a delivery row and an Agenda job that POSTs
 * it to `urlN8N`, signed (`X-Balcao-Signature`). A failure is retried with doubling delays until
 * `maxAttempts`, then the delivery is marked failed; jobs live in the database, so retries survive a
 * restart. An answer with `messages` is sent to the contact while the ticket is still the bot's. The
 * first failed attempt (timeout, unreachable, HTTP error, an answer that is not JSON) hands a ticket
 * still bound to this integration to its queue, with the failure recorded: the contact does not wait
 * for the retries, which go on so the receiver still gets the message.
 */
export class WebhookAdapter implements BotAdapter<QueueIntegration> {
  readonly #deps: Deps;

  constructor(deps: Deps) {
    this.#deps = deps;
  }

  async answer(turn: BotTurn, integration: QueueIntegration): Promise<void> {
    const { em } = turn;
    const [ticket, contact, message] = await Promise.all([
      em.findOneOrFail(Ticket, { id: turn.ticketId }),
      em.findOne(Contact, { id: turn.contactId }),
      em.findOne(Message, { id: turn.messageId }),
    ]);
    const delivery = em.create(WebhookDelivery, {
      companyId: turn.companyId,
      integrationId: integration.id,
      ticketId: turn.ticketId,
      payload: {
        event: 'message',
        integration: { id: integration.id, type: integration.type, name: integration.name },
        companyId: turn.companyId,
        connectionId: turn.connectionId,
        ticket: { id: ticket.id, uuid: ticket.uuid, status: ticket.status, queueId: ticket.queueId ?? null },
        contact: { id: turn.contactId, name: contact?.name ?? '', number: contact?.number ?? '' },
        message: {
          id: turn.messageId,
          body: turn.body,
          mediaType: message?.mediaType ?? 'chat',
          fromMe: false,
          createdAt: (message?.createdAt ?? new Date()).toISOString(),
        },
      },
    });
    await em.flush();
    await this.#deps.scheduler().now<JobData>(WEBHOOK_DELIVERY_JOB, { companyId: turn.companyId, deliveryId: delivery.id });
  }

  /** The job: one attempt at a delivery. */
  async deliver({ companyId, deliveryId }: JobData): Promise<void> {
    const em = forkForCompany(this.#deps.em, companyId);
    const delivery = await em.findOne(WebhookDelivery, { id: deliveryId });
    if (!delivery || delivery.status !== 'pending') {
      return;
    }
    const integration = await em.findOne(QueueIntegration, { id: delivery.integrationId });
    if (!integration) {
      delivery.status = 'failed';
      delivery.lastError = 'The integration was deleted';
      await em.flush();
      await this.#deps.failed(
        companyId,
        delivery.ticketId,
        { kind: 'webhook', id: delivery.integrationId, name: '' },
        {
          reason: 'missing',
          detail: delivery.lastError,
        },
      );
      return;
    }
    const body = JSON.stringify({ ...delivery.payload, deliveryId: delivery.id, attempt: delivery.attempts + 1 });
    delivery.attempts += 1;
    let answer: unknown;
    try {
      const response = await this.#deps.fetch(integration.urlN8N, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...signedHeaders(body, integration.webhookSecret) },
        body,
        signal: AbortSignal.timeout(this.#deps.timeoutMs),
      });
      if (!response.ok) {
        throw new BotFailure('httpError', `HTTP ${response.status}`);
      }
      const text = await response.text();
      answer = text ? (JSON.parse(text) as unknown) : null;
    } catch (error) {
      await this.#failed(em, delivery, error);
      await this.#handOffAfter(em, delivery, integration, error);
      return;
    }
    delivery.status = 'delivered';
    delivery.lastError = '';
    await em.flush();
    const conversation = this.#deps.conversationOf(companyId, delivery.ticketId);
    for (const text of messagesOf(answer)) {
      if (!(await conversation.stillMine())) {
        return;
      }
      await conversation.reply(text);
    }
  }

  /**
   * At start: a delivery left pending without a job that will run it (the server died after
   * recording an attempt and before scheduling the next, or mid-attempt) is tried again now. A job
   * locked longer than an attempt can take belongs to a dead process: it is cancelled first, so the
   * delivery has one job. Answers how many deliveries were rescheduled.
   */
  async sweep(): Promise<number> {
    const em = forkUnscoped(this.#deps.em);
    const pending = await em.find(WebhookDelivery, { status: 'pending' }, { fields: ['id', 'companyId'], orderBy: { id: 'asc' } });
    const scheduler = this.#deps.scheduler();
    const staleBefore = Date.now() - 2 * this.#deps.timeoutMs;
    let rescheduled = 0;
    for (const delivery of pending) {
      const { jobs } = await scheduler.queryJobs({ name: WEBHOOK_DELIVERY_JOB, data: { deliveryId: delivery.id } });
      const live = jobs.filter(
        (job) =>
          job.state === 'scheduled' || job.state === 'queued' || (job.state === 'running' && (job.lockedAt?.getTime() ?? 0) > staleBefore),
      );
      if (live.length > 0) {
        continue;
      }
      for (const job of jobs.filter((candidate) => candidate.state === 'running')) {
        await scheduler.cancel({ id: String(job._id) });
      }
      await scheduler.now<JobData>(WEBHOOK_DELIVERY_JOB, { companyId: delivery.companyId, deliveryId: delivery.id });
      rescheduled += 1;
    }
    if (rescheduled > 0) {
      this.#deps.logger.info({ rescheduled }, 'webhook deliveries left between attempts were rescheduled');
    }
    return rescheduled;
  }

  /** A ticket the integration still answers leaves it at its first failed delivery. */
  async #handOffAfter(em: EntityManager, delivery: WebhookDelivery, integration: QueueIntegration, error: unknown): Promise<void> {
    const ticket = await em.findOne(Ticket, { id: delivery.ticketId }, { refresh: true });
    if (!ticket || !ticket.useIntegration || ticket.integrationId !== integration.id) {
      return;
    }
    const bot = { kind: integration.type, id: integration.id, name: integration.name };
    await this.#deps.failed(delivery.companyId, delivery.ticketId, bot, causeOf(error)).catch((handOffError: unknown) => {
      this.#deps.logger.error({ err: handOffError, ticketId: delivery.ticketId }, 'could not hand a ticket over after a webhook failure');
    });
  }

  async #failed(em: EntityManager, delivery: WebhookDelivery, error: unknown): Promise<void> {
    // The cause's detail: a network failure says what failed (a refused private address among them), not only "fetch failed".
    delivery.lastError = causeOf(error).detail;
    if (delivery.attempts >= this.#deps.maxAttempts) {
      delivery.status = 'failed';
      await em.flush();
      this.#deps.logger.warn({ deliveryId: delivery.id, attempts: delivery.attempts, err: error }, 'webhook delivery failed for good');
      return;
    }
    await em.flush();
    const delay = this.#deps.retryBaseMs * 2 ** (delivery.attempts - 1);
    await this.#deps.scheduler().schedule<JobData>(new Date(Date.now() + delay), WEBHOOK_DELIVERY_JOB, {
      companyId: delivery.companyId,
      deliveryId: delivery.id,
    });
  }
}

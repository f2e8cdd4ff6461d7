import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Logger } from '../../logger.ts';
import type { Realtime } from '../../platform/realtime/realtime.ts';
import { forkForCompany } from '../../platform/tenancy/tenant-filter.ts';
import { ownRowOnly } from '../../platform/tenancy/own-row-lock.ts';
import { Prompt } from '../prompts/prompt.entity.ts';
import { QueueIntegration } from '../queue-integrations/queue-integration.entity.ts';
import type { QueueIntegrationType } from '@balcao/shared';
import { Ticket } from '../tickets/ticket.entity.ts';
import { announceTicketChange, placementOf } from '../tickets/ticket-announcer.ts';
import { Queue } from '../queues/queue.entity.ts';
import type { AutomationHandler, AutomationHandlers, AutomationTurn } from './automation-handoff.ts';
import type { BotAdapter, BotConversation, BotFailureNote } from './bot-adapter.ts';
import { causeOf, type BotFailureCause } from './bot-failure.ts';
import type { BotMessages } from './bot-messages.ts';
import { fillTicketVariables } from './ticket-variables.ts';

type Deps = { em: EntityManager; realtime: Realtime; logger: Logger; messages: BotMessages };

/** The adapters this server has: one for AI prompts, one per integration type. */
export type BotAdapters = {
  prompt?: BotAdapter<Prompt>;
  integrations: Partial<Record<QueueIntegrationType, BotAdapter<QueueIntegration>>>;
};

/**
 * The one point where the routing engine gives a ticket to a bot. It loads the bot's configuration,
 * picks its adapter and lends it a conversation (reply, hand off). A bot whose row is gone, an
 * integration type without an adapter, or an adapter that fails (timeout, 401, 429, 5xx, an answer
 * it cannot use) hands the ticket to people: pending in its queue, with the failure recorded on the
 * ticket for attendants and the queue's greeting (if any) sent to the contact. The inbound message is
 * already stored, so nothing is lost.
 */
export class BotHandoff implements AutomationHandler {
  readonly #deps: Deps;
  readonly #adapters: BotAdapters;

  constructor(deps: Deps, adapters: BotAdapters) {
    this.#deps = deps;
    this.#adapters = adapters;
  }

  /** Registers this hand-off for both binding kinds the router knows. */
  registerWith(handlers: AutomationHandlers): void {
    if (this.#adapters.prompt) {
      handlers.register('prompt', this);
    }
    if (Object.keys(this.#adapters.integrations).length > 0) {
      handlers.register('integration', this);
    }
  }

  async handle(turn: AutomationTurn): Promise<void> {
    const em = forkForCompany(this.#deps.em, turn.companyId);
    const conversation = this.conversationOf(turn.companyId, turn.ticketId);
    let bot: BotFailureNote['bot'] | null = null;
    let fallbackQueueId: number | null = null;
    const missing = (kind: BotFailureNote['bot']['kind'], id: number, name: string) =>
      conversation.handOff('bot missing', { failure: { bot: { kind, id, name }, reason: 'missing', detail: '' } });
    try {
      if (turn.binding.kind === 'prompt') {
        const prompt = await em.findOne(Prompt, { id: turn.binding.promptId });
        if (!prompt || !this.#adapters.prompt) {
          await missing('prompt', turn.binding.promptId, prompt?.name ?? '');
          return;
        }
        bot = { kind: 'prompt', id: prompt.id, name: prompt.name };
        fallbackQueueId = prompt.queueId;
        await this.#adapters.prompt.answer({ ...turn, em }, prompt, conversation);
        return;
      }
      const integration = await em.findOne(QueueIntegration, { id: turn.binding.integrationId });
      const adapter = integration ? this.#adapters.integrations[integration.type] : undefined;
      if (!integration || !adapter) {
        await missing(integration?.type ?? 'webhook', turn.binding.integrationId, integration?.name ?? '');
        return;
      }
      bot = { kind: integration.type, id: integration.id, name: integration.name };
      await adapter.answer({ ...turn, em }, integration, conversation);
    } catch (error) {
      this.#deps.logger.warn({ err: error, ticketId: turn.ticketId, binding: turn.binding }, 'bot failed: ticket handed to the queue');
      const cause = causeOf(error);
      await conversation
        .handOff('bot failed', {
          queueId: fallbackQueueId,
          failure: { bot: bot ?? { kind: turn.binding.kind === 'prompt' ? 'prompt' : 'webhook', id: 0, name: '' }, ...cause },
        })
        .catch((handOffError: unknown) => {
          this.#deps.logger.error({ err: handOffError, ticketId: turn.ticketId }, 'could not hand a ticket over after a bot failure');
        });
    }
  }

  /** For bots that fail later than their turn (a webhook delivery job): the same hand-off, with the cause. */
  async failed(companyId: number, ticketId: number, bot: BotFailureNote['bot'], cause: BotFailureCause): Promise<void> {
    await this.conversationOf(companyId, ticketId).handOff('bot failed', { failure: { bot, ...cause } });
  }

  /** The conversation of a ticket, also for jobs that answer later (webhook answers, Typebot delays). */
  conversationOf(companyId: number, ticketId: number): BotConversation {
    const { messages, logger } = this.#deps;
    const em = () => forkForCompany(this.#deps.em, companyId);
    return {
      reply: async (text) => {
        if (text.trim()) {
          await messages.send(companyId, ticketId, text);
        }
      },
      stillMine: async () => {
        const ticket = await em().findOne(Ticket, { id: ticketId });
        return (
          !!ticket && (ticket.userId ?? null) === null && ticket.status !== 'closed' && (ticket.promptId !== null || ticket.useIntegration)
        );
      },
      handOff: async (reason, options = {}) => {
        const scoped = em();
        const changed = await scoped.transactional(async (tx) => {
          const ticket = await tx.findOne(
            Ticket,
            { id: ticketId },
            { lockMode: LockMode.PESSIMISTIC_WRITE, lockTableAliases: ownRowOnly('Ticket') },
          );
          if (!ticket || (ticket.userId ?? null) !== null || ticket.status === 'closed') {
            return null;
          }
          const before = placementOf(ticket);
          ticket.promptId = null;
          ticket.integrationId = null;
          ticket.useIntegration = false;
          ticket.chatbot = false;
          ticket.status = 'pending';
          if (options.queueId && (ticket.queueId ?? null) === null) {
            ticket.queueId = options.queueId;
          }
          if (options.failure) {
            ticket.botFailure = { ...options.failure, at: new Date().toISOString() };
          }
          return { before, ticket };
        });
        if (!changed) {
          return;
        }
        logger.info({ ticketId, reason, failure: options.failure }, 'bot handed the ticket to the queue');
        await announceTicketChange(this.#deps, changed.before, changed.ticket);
        const queueId = changed.ticket.queueId ?? null;
        if (options.failure && queueId !== null) {
          await this.#greet(companyId, ticketId, queueId);
        }
      },
    };
  }

  /** After a failure the contact hears what the queue greets with (nothing when it has no greeting). */
  async #greet(companyId: number, ticketId: number, queueId: number): Promise<void> {
    const em = forkForCompany(this.#deps.em, companyId);
    const queue = await em.findOne(Queue, { id: queueId }, { fields: ['greetingMessage'] });
    const greeting = queue?.greetingMessage.trim() ?? '';
    if (greeting) {
      await this.#deps.messages.send(companyId, ticketId, await fillTicketVariables(em, ticketId, greeting));
    }
  }
}

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
import type { AutomationHandler, AutomationHandlers, AutomationTurn } from './automation-handoff.ts';
import type { BotAdapter, BotConversation } from './bot-adapter.ts';
import type { BotMessages } from './bot-messages.ts';

type Deps = { em: EntityManager; realtime: Realtime; logger: Logger; messages: BotMessages };

/** The adapters this server has: one for AI prompts, one per integration type. */
export type BotAdapters = {
  prompt?: BotAdapter<Prompt>;
  integrations: Partial<Record<QueueIntegrationType, BotAdapter<QueueIntegration>>>;
};

/**
 * The one point where the routing engine gives a ticket to a bot. It loads the bot's configuration,
 * picks its adapter and lends it a conversation (reply, hand off). A bot whose row is gone, an
 * integration type without an adapter, or an adapter that fails (timeout, 401, 429, 5xx…) hands the
 * ticket to people; the inbound message is already stored, so nothing is lost.
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
    try {
      if (turn.binding.kind === 'prompt') {
        const prompt = await em.findOne(Prompt, { id: turn.binding.promptId });
        if (!prompt || !this.#adapters.prompt) {
          await conversation.handOff('prompt missing');
          return;
        }
        await this.#adapters.prompt.answer({ ...turn, em }, prompt, conversation);
        return;
      }
      const integration = await em.findOne(QueueIntegration, { id: turn.binding.integrationId });
      const adapter = integration ? this.#adapters.integrations[integration.type] : undefined;
      if (!integration || !adapter) {
        await conversation.handOff('integration missing');
        return;
      }
      await adapter.answer({ ...turn, em }, integration, conversation);
    } catch (error) {
      this.#deps.logger.warn({ err: error, ticketId: turn.ticketId, binding: turn.binding }, 'bot failed: ticket handed to the queue');
      await conversation.handOff('bot failed').catch((handOffError: unknown) => {
        this.#deps.logger.error({ err: handOffError, ticketId: turn.ticketId }, 'could not hand a ticket over after a bot failure');
      });
    }
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
          if (options.queueId) {
            ticket.queueId = options.queueId;
          }
          return { before, ticket };
        });
        if (changed) {
          logger.info({ ticketId, reason }, 'bot handed the ticket to the queue');
          await announceTicketChange(this.#deps, changed.before, changed.ticket);
        }
      },
    };
  }
}

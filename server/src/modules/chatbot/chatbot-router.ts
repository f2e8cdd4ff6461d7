import { DEFAULT_COMPANY_SETTINGS, type SettingKey } from '@balcao/shared';
import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Logger } from '../../logger.ts';
import type { Realtime } from '../../platform/realtime/realtime.ts';
import { forkForCompany } from '../../platform/tenancy/tenant-filter.ts';
import { Company } from '../companies/company.entity.ts';
import { hasActiveSubscription } from '../companies/subscription.ts';
import { Whatsapp } from '../connections/whatsapp.entity.ts';
import { WhatsappQueue } from '../connections/whatsapp-queue.entity.ts';
import type { IngestResult } from '../inbound/inbound-ingestor.ts';
import { Queue } from '../queues/queue.entity.ts';
import { QueueOption } from '../queues/queue-option.entity.ts';
import { Setting } from '../settings/setting.entity.ts';
import { timeZoneOrDefault } from '../settings/time-zone.ts';
import { Ticket } from '../tickets/ticket.entity.ts';
import { ownRowOnly } from '../../platform/tenancy/own-row-lock.ts';
import { TicketTracking } from '../tickets/ticket-tracking.entity.ts';
import { announceTicketChange, placementOf, type TicketPlacement } from '../tickets/ticket-announcer.ts';
import { bindingOf, type AutomationBinding, type AutomationHandlers } from './automation-handoff.ts';
import type { BotMessages } from './bot-messages.ts';
import { isWithinHours } from './business-hours.ts';
import { queueMenu } from './menus.ts';
import type { RoutingConfigCache } from './routing-config.ts';
import { levelMenu, navigateOptions } from './option-navigation.ts';
import { fillTicketVariables } from './ticket-variables.ts';

const OUT_OF_HOURS_ANSWER_GAP_MS = 5 * 60_000;

type Stored = Extract<IngestResult, { outcome: 'stored' }>;
type Connection = { id: number; companyId: number };
type Plan = {
  replies: string[];
  ticket: Ticket;
  before: TicketPlacement;
  handoff: AutomationBinding | null;
  timeZone: string;
  /** The ticket's hold (why it waits without a queue) before this message, to announce a change of it. */
  heldBefore: string;
};

const holdOf = (ticket: Ticket): string => `${ticket.heldReason ?? ''}:${ticket.heldQueueId ?? ''}`;

type Deps = {
  em: EntityManager;
  realtime: Realtime;
  logger: Logger;
  messages: BotMessages;
  automations: AutomationHandlers;
  /** Lets messages that change nothing skip the routing transaction; without it every message is planned. */
  config?: RoutingConfigCache;
  now?: () => Date;
};

/** `timeUseBotQueues` minutes after the first menu of an attendance, the bot stops offering it (0: no limit). */
function menuTimeIsUp(firstMenuAt: Date | null, minutes: number, now: Date): boolean {
  return minutes > 0 && firstMenuAt !== null && now.getTime() - firstMenuAt.getTime() >= minutes * 60_000;
}

/** Queues as the menu numbers them: by `orderQueue` (unset last), then by name. */
export function menuOrder(queues: readonly Queue[]): Queue[] {
  return [...queues].sort(
    (a, b) => (a.orderQueue ?? Number.POSITIVE_INFINITY) - (b.orderQueue ?? Number.POSITIVE_INFINITY) || a.name.localeCompare(b.name),
  );
}

/**
 * Routes an inbound message of a ticket nobody attends yet: opening hours, the connection's greeting,
 * the queue menu, the queue's nested options. Decides and updates the ticket in one transaction (the
 * ticket row locked), then sends the answers, each stored as a message of the ticket.
 */
export class ChatbotRouter {
  readonly #deps: Deps;

  constructor(deps: Deps) {
    this.#deps = deps;
  }

  async route(connection: Connection, stored: Stored): Promise<void> {
    if ((stored.ticket.userId ?? null) !== null || stored.ticket.isGroup || stored.contact.isGroup) {
      return;
    }
    const now = this.#deps.now?.() ?? new Date();
    if (await this.#nothingToDo(connection, stored, now)) {
      return;
    }
    const em = forkForCompany(this.#deps.em, connection.companyId);
    const company = await em.findOne(Company, { id: connection.companyId }, { fields: ['status', 'dueDate'] });
    if (!company || !hasActiveSubscription(company)) {
      // A company past its due date keeps receiving, but its bots pause until it pays.
      return;
    }
    const plan = await em.transactional((tx) => this.#plan(tx, connection, stored, now));
    if (!plan) {
      return;
    }
    if (plan.before.queueId !== (plan.ticket.queueId ?? null) || plan.heldBefore !== holdOf(plan.ticket)) {
      await announceTicketChange(this.#deps, plan.before, plan.ticket);
    }
    for (const reply of plan.replies) {
      await this.#deps.messages.send(connection.companyId, plan.ticket.id, await fillTicketVariables(em, plan.ticket.id, reply, { now }));
    }
    const handler = this.#deps.automations.handlerFor(plan.handoff);
    if (plan.handoff && handler) {
      await handler.handle({
        companyId: connection.companyId,
        connectionId: connection.id,
        ticketId: plan.ticket.id,
        contactId: stored.contact.id,
        messageId: stored.message.id,
        body: stored.message.body,
        binding: plan.handoff,
      });
    }
  }

  /**
   * The common case decided without a transaction: a message in an attendance already under way that
   * the plan below would leave unanswered and unchanged (no queues and no automation, or a queue
   * chosen, open, and its options done with). Anything else is planned in full.
   */
  async #nothingToDo(connection: Connection, { ticket, ticketCreated, ticketReopened }: Stored, now: Date): Promise<boolean> {
    const { automations, config: cache } = this.#deps;
    if (!cache || ticketCreated || ticketReopened) {
      return false;
    }
    const current = ticket.useIntegration
      ? bindingOf({ integrationId: ticket.integrationId ?? null })
      : bindingOf({ promptId: ticket.promptId ?? null });
    if (automations.handlerFor(current)) {
      return false;
    }
    const config = await cache.get(connection.companyId, connection.id);
    if (!config || config.scheduleType === 'company') {
      return false;
    }
    const queueId = ticket.queueId ?? null;
    if (config.queues.length === 0) {
      return queueId !== null || !automations.handlerFor(bindingOf(config.whatsapp));
    }
    const queue = queueId === null ? undefined : config.queues.find((candidate) => candidate.id === queueId);
    const closed = queue !== undefined && config.scheduleType === 'queue' && !isWithinHours(queue.schedules, now, config.timeZone);
    return queue !== undefined && !closed && !ticket.chatbot;
  }

  /** Binds the ticket to an automation when this server has a handler for it; answers whether it did. */
  #bind(plan: Plan, binding: AutomationBinding | null): boolean {
    if (!this.#deps.automations.handlerFor(binding) || !binding) {
      return false;
    }
    const { ticket } = plan;
    ticket.chatbot = false;
    ticket.useIntegration = binding.kind === 'integration';
    ticket.integrationId = binding.kind === 'integration' ? binding.integrationId : null;
    ticket.promptId = binding.kind === 'prompt' ? binding.promptId : null;
    // A bot answering again: an earlier failure no longer explains the ticket.
    ticket.botFailure = null;
    plan.handoff = binding;
    return true;
  }

  async #plan(tx: EntityManager, connection: Connection, stored: Stored, now: Date): Promise<Plan | null> {
    const ticket = await tx.findOne(
      Ticket,
      { id: stored.ticket.id },
      { lockMode: LockMode.PESSIMISTIC_WRITE, lockTableAliases: ownRowOnly('Ticket') },
    );
    const whatsapp = await tx.findOne(Whatsapp, { id: connection.id });
    if (!ticket || !whatsapp || (ticket.userId ?? null) !== null) {
      return null;
    }
    const settings = await this.#settings(tx, ['scheduleType', 'sendGreetingMessageOneQueues', 'timezone']);
    const timeZone = timeZoneOrDefault(settings.timezone);
    const plan: Plan = { replies: [], ticket, before: placementOf(ticket), handoff: null, timeZone, heldBefore: holdOf(ticket) };
    // Held again below only if this message, too, arrives out of hours.
    ticket.heldReason = null;
    ticket.heldQueueId = null;
    const current = ticket.useIntegration
      ? bindingOf({ integrationId: ticket.integrationId ?? null })
      : bindingOf({ promptId: ticket.promptId ?? null });
    if (this.#bind(plan, current)) {
      return plan;
    }
    const reply = (text: string) => {
      if (text.trim()) {
        plan.replies.push(text);
      }
    };
    // At most once per 5 minutes per ticket; kept on the (locked) ticket row, so it holds across
    // restarts and server processes. The ticket records why it stays out of every queue, so attendants
    // see why it waits, including when there was no message to send.
    const outOfHours = (text: string, closedQueue: Queue | null) => {
      if (ticket.queueId === null || ticket.queueId === undefined) {
        const silent = !text.trim();
        ticket.heldReason = closedQueue ? (silent ? 'queueHoursSilent' : 'queueHours') : silent ? 'companyHoursSilent' : 'companyHours';
        ticket.heldQueueId = closedQueue?.id ?? null;
      }
      const last = ticket.outOfHoursAnsweredAt?.getTime();
      if (text.trim() && (last === undefined || now.getTime() - last >= OUT_OF_HOURS_ANSWER_GAP_MS)) {
        ticket.outOfHoursAnsweredAt = now;
        plan.replies.push(text);
      }
    };
    const attendanceStarted = stored.ticketCreated || stored.ticketReopened;
    if (attendanceStarted) {
      ticket.amountUsedBotQueues = 0;
      ticket.botFailure = null;
    }
    if (settings.scheduleType === 'company') {
      const company = await tx.findOneOrFail(Company, { id: connection.companyId });
      if (!isWithinHours(company.schedules, now, timeZone)) {
        outOfHours(whatsapp.outOfHoursMessage, null);
        return plan;
      }
    }
    if ((ticket.queueId ?? null) === null && this.#bind(plan, bindingOf(whatsapp))) {
      return plan;
    }
    const links = await tx.find(WhatsappQueue, { whatsappId: connection.id });
    const queues = menuOrder(await tx.find(Queue, { id: { $in: links.map((link) => link.queueId) } }));
    const closed = (queue: Queue) => settings.scheduleType === 'queue' && !isWithinHours(queue.schedules, now, timeZone);
    const text = stored.message.body.trim();

    if (queues.length === 0) {
      if (attendanceStarted) {
        reply(whatsapp.greetingMessage);
      }
      return plan;
    }

    if (ticket.queueId !== null && ticket.queueId !== undefined) {
      const queue = queues.find((candidate) => candidate.id === ticket.queueId) ?? (await tx.findOne(Queue, { id: ticket.queueId }));
      if (!queue) {
        return plan;
      }
      if (closed(queue)) {
        outOfHours(queue.outOfHoursMessage, queue);
        return plan;
      }
      if (!ticket.chatbot) {
        return plan;
      }
      const options = await tx.find(QueueOption, { queueId: queue.id });
      const step = navigateOptions(text, queue.greetingMessage, options, ticket.queueOptionId ?? null);
      if (step.kind === 'mainMenu') {
        ticket.queueId = null;
        ticket.queueOptionId = null;
        reply(queueMenu(whatsapp.greetingMessage, queues));
      } else {
        ticket.queueOptionId = step.position.current;
        ticket.chatbot = step.position.chatbot;
        reply(step.reply);
      }
      return plan;
    }

    if (queues.length === 1) {
      const [queue] = queues as [Queue];
      if (closed(queue)) {
        outOfHours(queue.outOfHoursMessage, queue);
        return plan;
      }
      if (settings.sendGreetingMessageOneQueues === 'enabled') {
        reply(whatsapp.greetingMessage);
      }
      await this.#assign(tx, plan, queue, reply, { withGreeting: false });
      return plan;
    }

    const choice = /^\d+$/.test(text) ? Number(text) : 0;
    const chosen = queues[choice - 1];
    if (choice >= 1 && chosen) {
      if (closed(chosen)) {
        outOfHours(chosen.outOfHoursMessage, chosen);
        return plan;
      }
      await this.#assign(tx, plan, chosen, reply, { withGreeting: true });
      return plan;
    }
    if (whatsapp.maxUseBotQueues > 0 && ticket.amountUsedBotQueues >= whatsapp.maxUseBotQueues) {
      return plan;
    }
    const tracking = await tx.findOne(TicketTracking, { ticketId: ticket.id, finishedAt: null }, { orderBy: { id: 'desc' } });
    if (tracking && menuTimeIsUp(tracking.chatbotAt ?? null, whatsapp.timeUseBotQueues, now)) {
      return plan;
    }
    if (tracking && !tracking.chatbotAt) {
      tracking.chatbotAt = now;
    }
    ticket.amountUsedBotQueues += 1;
    reply(queueMenu(whatsapp.greetingMessage, queues));
    return plan;
  }

  /**
   * Puts the ticket in a queue. A queue bound to an automation hands the conversation over to it;
   * otherwise the bot stays on while the queue has options, whose top level is offered.
   */
  async #assign(tx: EntityManager, plan: Plan, queue: Queue, reply: (text: string) => void, { withGreeting }: { withGreeting: boolean }) {
    const { ticket } = plan;
    ticket.queueId = queue.id;
    ticket.queueOptionId = null;
    if (this.#bind(plan, bindingOf(queue))) {
      return;
    }
    const options = await tx.find(QueueOption, { queueId: queue.id });
    ticket.chatbot = options.length > 0;
    if (options.length > 0) {
      reply(levelMenu(queue.greetingMessage, options, null));
    } else if (withGreeting) {
      reply(queue.greetingMessage);
    }
  }

  async #settings<K extends SettingKey>(tx: EntityManager, keys: K[]): Promise<Record<K, string>> {
    const rows = await tx.find(Setting, { key: { $in: keys } });
    const values = {} as Record<K, string>;
    for (const key of keys) {
      values[key] = rows.find((row) => row.key === key)?.value ?? DEFAULT_COMPANY_SETTINGS[key];
    }
    return values;
  }
}

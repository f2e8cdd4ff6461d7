import type { EntityManager } from '@mikro-orm/postgresql';
import type { TicketBotFailure } from '@balcao/shared';
import type { AutomationTurn } from './automation-handoff.ts';

/** A bot failure as the hand-off records it on the ticket (the time is added there). */
export type BotFailureNote = Omit<TicketBotFailure, 'at'>;

/** What a bot can do with the conversation it answers. */
export interface BotConversation {
  /** Sends a text to the contact as a bot message of the ticket (stored and shown like any other). */
  reply(text: string): Promise<void>;
  /**
   * Gives the ticket to people: it waits as pending in the queue it has (or `queueId` when it has
   * none) and the bot stops answering it. Does nothing once an attendant has taken the ticket. With
   * `failure`, the ticket records which bot failed and why (attendants see it) and the contact gets
   * the queue's greeting, when the queue has one.
   */
  handOff(reason: string, options?: { queueId?: number | null; failure?: BotFailureNote }): Promise<void>;
  /** False once an attendant took the ticket or it was unbound meanwhile: the bot must not answer. */
  stillMine(): Promise<boolean>;
}

/** One inbound message for a bot, with the company-scoped manager of its company. */
export type BotTurn = AutomationTurn & { em: EntityManager };

/**
 * One kind of bot (an AI prompt, Typebot, n8n…). `Config` is the row that configures it (a prompt, a
 * queue integration). It answers through `conversation`; an exception hands the ticket to people.
 */
export interface BotAdapter<Config> {
  answer(turn: BotTurn, config: Config, conversation: BotConversation): Promise<void>;
}

import type { BotAdapter, BotConversation, BotTurn } from '../chatbot/bot-adapter.ts';
import type { DialogflowClient } from './dialogflow-client.ts';
import type { QueueIntegration } from './queue-integration.entity.ts';

type Deps = { client: DialogflowClient; credentialsOf: (integration: QueueIntegration) => string };

/** The Dialogflow session of a ticket: one conversation context per ticket, as the reference kept per contact. */
export function dialogflowSessionOf(companyId: number, ticketId: number): string {
  return `balcao-${companyId}-${ticketId}`;
}

/**
 * Dialogflow ES: each inbound text goes to detectIntent in the ticket's session; its texts go back as
 * bot messages; an intent that ends the conversation hands the ticket to its queue. Failures (bad
 * key, Google down) throw, and the hand-off point gives the ticket to people.
 */
export class DialogflowAdapter implements BotAdapter<QueueIntegration> {
  readonly #deps: Deps;

  constructor(deps: Deps) {
    this.#deps = deps;
  }

  async answer(turn: BotTurn, integration: QueueIntegration, conversation: BotConversation): Promise<void> {
    if (!turn.body.trim()) {
      return;
    }
    const reply = await this.#deps.client.detectIntent({
      jsonContent: this.#deps.credentialsOf(integration),
      projectName: integration.projectName,
      language: integration.language || 'pt-BR',
      sessionId: dialogflowSessionOf(turn.companyId, turn.ticketId),
      text: turn.body,
    });
    for (const text of reply.texts) {
      if (!(await conversation.stillMine())) {
        return;
      }
      await conversation.reply(text);
    }
    if (reply.endConversation) {
      await conversation.handOff(`dialogflow intent ${reply.intent || 'end of conversation'}`);
    }
  }
}

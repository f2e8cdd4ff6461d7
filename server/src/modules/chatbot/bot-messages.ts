import type { OutboundMessages } from '../messages/outbound-messages.ts';

/** Automatic messages of a ticket (greetings, menus, out-of-hours, closing): sent and stored like any other. */
export class BotMessages {
  readonly #outbound: OutboundMessages;

  constructor(outbound: OutboundMessages) {
    this.#outbound = outbound;
  }

  /** Answers whether the connection accepted it; a failed send stays in the ticket as failed. */
  async send(companyId: number, ticketId: number, body: string): Promise<boolean> {
    const message = await this.#outbound.send({ companyId, ticketId, content: { kind: 'text', body } });
    return message.sendStatus === 'sent';
  }
}

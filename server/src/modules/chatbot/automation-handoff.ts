/** What a queue or a connection can delegate a conversation to instead of the menus. */
export type AutomationBinding = { kind: 'prompt'; promptId: number } | { kind: 'integration'; integrationId: number };

export type AutomationTurn = {
  companyId: number;
  connectionId: number;
  ticketId: number;
  contactId: number;
  /** The stored inbound message the handler answers. */
  messageId: number;
  body: string;
  binding: AutomationBinding;
};

/** Answers a ticket's inbound messages for as long as the ticket stays bound to it (an AI prompt, a Typebot, n8n…). */
export interface AutomationHandler {
  handle(turn: AutomationTurn): Promise<void>;
}

/**
 * The handlers this server has, by kind. A binding whose kind has no handler is not applied: the
 * ticket goes on through the ordinary menus rather than waiting for an answer that never comes.
 */
export class AutomationHandlers {
  readonly #handlers = new Map<AutomationBinding['kind'], AutomationHandler>();

  register(kind: AutomationBinding['kind'], handler: AutomationHandler): void {
    this.#handlers.set(kind, handler);
  }

  handlerFor(binding: AutomationBinding | null): AutomationHandler | undefined {
    return binding ? this.#handlers.get(binding.kind) : undefined;
  }
}

/** The binding of a queue or connection row: an integration wins over a prompt, as in the reference product. */
export function bindingOf(row: { promptId?: number | null; integrationId?: number | null }): AutomationBinding | null {
  if (row.integrationId !== null && row.integrationId !== undefined) {
    return { kind: 'integration', integrationId: row.integrationId };
  }
  if (row.promptId !== null && row.promptId !== undefined) {
    return { kind: 'prompt', promptId: row.promptId };
  }
  return null;
}

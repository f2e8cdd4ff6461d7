import type { GuardedFetch } from '../../platform/outbound/guarded-fetch.ts';
import { Contact } from '../contacts/contact.entity.ts';
import type { BotAdapter, BotConversation, BotTurn } from '../chatbot/bot-adapter.ts';
import { TypebotSession } from './typebot-session.entity.ts';
import type { QueueIntegration } from './queue-integration.entity.ts';

type TypebotMessage = { type?: string; content?: { type?: string; markdown?: string; richText?: unknown; url?: string } };
type TypebotAnswer = {
  sessionId?: string;
  messages?: TypebotMessage[];
  input?: { type?: string; items?: { content?: string }[] } | null;
};

/** `fetch` is the guarded one: the company chose the address (private addresses refused). */
type Options = { timeoutMs: number; fetch: GuardedFetch; sleep?: (ms: number) => Promise<void> };

const sleepFor = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Plain text of Typebot's rich text (Slate nodes), bold as WhatsApp marks it. */
function richTextOf(nodes: unknown): string {
  if (!Array.isArray(nodes)) {
    return '';
  }
  return nodes
    .map((node: { text?: string; bold?: boolean; children?: unknown; type?: string }) => {
      if (typeof node.text === 'string') {
        return node.bold && node.text.trim() ? `*${node.text}*` : node.text;
      }
      const inner = richTextOf(node.children);
      return node.type === 'p' || node.type === 'variable' ? `${inner}\n` : inner;
    })
    .join('')
    .replace(/\n+$/, '');
}

export function textOfTypebotMessage(message: TypebotMessage): string {
  const content = message.content ?? {};
  if (content.type === 'markdown' && typeof content.markdown === 'string') {
    return content.markdown.replace(/\*\*(.+?)\*\*/g, '*$1*');
  }
  if (content.type === 'richText' || content.richText) {
    return richTextOf(content.richText);
  }
  return content.url ?? '';
}

function same(text: string, keyword: string): boolean {
  return keyword.trim() !== '' && text.trim().toLowerCase() === keyword.trim().toLowerCase();
}

/**
 * Typebot through its chat API: `POST {url}/api/v1/typebots/{slug}/startChat`, then
 * `POST {url}/api/v1/sessions/{sessionId}/continueChat`. One session per ticket, renewed after
 * `typebotExpires` minutes; its bubbles go out `typebotDelayMessage` ms apart; a choice is sent as a
 * numbered menu and a number answers it; when the flow ends the ticket goes to its queue.
 */
export class TypebotAdapter implements BotAdapter<QueueIntegration> {
  readonly #options: Options;

  constructor(options: Options) {
    this.#options = options;
  }

  async answer(turn: BotTurn, integration: QueueIntegration, conversation: BotConversation): Promise<void> {
    const { em } = turn;
    const text = turn.body.trim();
    const now = new Date();
    let session = await em.findOne(TypebotSession, { ticketId: turn.ticketId });
    if (session && (session.integrationId !== integration.id || session.expiresAt <= now)) {
      await em.remove(session).flush();
      session = null;
    }
    if (same(text, integration.typebotKeywordFinish)) {
      if (session) {
        await em.remove(session).flush();
      }
      await conversation.handOff('typebot finish keyword');
      return;
    }
    if (same(text, integration.typebotKeywordRestart)) {
      if (session) {
        await em.remove(session).flush();
      }
      await conversation.reply(integration.typebotRestartMessage);
      return;
    }
    let answer: TypebotAnswer;
    if (session) {
      const choices = session.choices;
      let message = text;
      if (choices.length > 0) {
        const chosen = /^\d+$/.test(text) ? choices[Number(text) - 1] : choices.find((label) => label.toLowerCase() === text.toLowerCase());
        if (!chosen) {
          await conversation.reply(integration.typebotUnknownMessage);
          return;
        }
        message = chosen;
      }
      answer = await this.#post(`${this.#base(integration)}/api/v1/sessions/${encodeURIComponent(session.sessionId)}/continueChat`, {
        message: { type: 'text', text: message },
        textBubbleContentFormat: 'markdown',
      });
    } else {
      const contact = await em.findOne(Contact, { id: turn.contactId });
      answer = await this.#post(`${this.#base(integration)}/api/v1/typebots/${encodeURIComponent(integration.typebotSlug)}/startChat`, {
        message: text ? { type: 'text', text } : undefined,
        textBubbleContentFormat: 'markdown',
        prefilledVariables: { number: contact?.number ?? '', pushName: contact?.name ?? '' },
      });
      if (!answer.sessionId) {
        throw new Error('Typebot answered a start without a sessionId');
      }
      session = em.create(TypebotSession, {
        ticketId: turn.ticketId,
        companyId: turn.companyId,
        integrationId: integration.id,
        sessionId: answer.sessionId,
        expiresAt: now,
        choices: [],
      });
    }
    const choices = answer.input?.type === 'choice input' ? (answer.input.items ?? []).map((item) => item.content ?? '') : [];
    const ended = !answer.input;
    if (ended) {
      em.remove(session);
    } else {
      session.expiresAt = new Date(now.getTime() + Math.max(1, integration.typebotExpires) * 60_000);
      session.choices = choices;
    }
    await em.flush();

    const bubbles = (answer.messages ?? []).map(textOfTypebotMessage).filter((bubble) => bubble.trim());
    if (choices.length > 0) {
      bubbles.push(choices.map((label, index) => `*[ ${index + 1} ]* - ${label}`).join('\n'));
    }
    const sleep = this.#options.sleep ?? sleepFor;
    for (const [index, bubble] of bubbles.entries()) {
      if (index > 0 && integration.typebotDelayMessage > 0) {
        await sleep(integration.typebotDelayMessage);
      }
      if (!(await conversation.stillMine())) {
        return;
      }
      await conversation.reply(bubble);
    }
    if (ended) {
      await conversation.handOff('typebot flow ended');
    }
  }

  #base(integration: QueueIntegration): string {
    return integration.urlN8N.replace(/\/+$/, '');
  }

  async #post(url: string, body: unknown): Promise<TypebotAnswer> {
    const response = await this.#options.fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(this.#options.timeoutMs),
    });
    if (!response.ok) {
      throw new Error(`Typebot answered ${response.status}`);
    }
    return (await response.json()) as TypebotAnswer;
  }
}

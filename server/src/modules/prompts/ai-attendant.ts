import { DEFAULT_HANDOFF_WORDS } from '@balcao/shared';
import { QueryOrder } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import OpenAI, { toFile } from 'openai';
import type { ChatCompletionMessageParam } from 'openai/resources/chat/completions';
import type { FieldCipher } from '../../platform/crypto/field-cipher.ts';
import type { GuardedFetch } from '../../platform/outbound/guarded-fetch.ts';
import type { BotAdapter, BotConversation, BotTurn } from '../chatbot/bot-adapter.ts';
import { BotFailure } from '../chatbot/bot-failure.ts';
import type { MediaService } from '../media/media.service.ts';
import { Message } from '../messages/message.entity.ts';
import { apiKeyContext } from './prompt-secrets.ts';
import type { Prompt } from './prompt.entity.ts';

/** The model the platform uses to turn voice notes into text (any OpenAI-compatible transcription endpoint). */
const TRANSCRIPTION_MODEL = 'whisper-1';

type Options = {
  cipher: FieldCipher;
  media: MediaService;
  defaultBaseUrl: string;
  timeoutMs: number;
  /** For a prompt's own base URL (the company chose it: private addresses refused); the platform's default is the operator's. */
  guardedFetch: GuardedFetch;
};

/** Lower-cased without accents, so "Atendênte" matches "atendente". */
function folded(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

export function handoffWordsOf(prompt: Pick<Prompt, 'handoffWords'>): string[] {
  const own = prompt.handoffWords
    .split(',')
    .map((word) => folded(word.trim()))
    .filter(Boolean);
  return own.length > 0 ? own : [...DEFAULT_HANDOFF_WORDS];
}

/** Whether the contact asks for a person: one of the words, as a whole word. */
export function asksForPerson(text: string, words: readonly string[]): boolean {
  const tokens = new Set(folded(text).split(/[^\p{L}\p{N}]+/u));
  return words.some((word) => (word.includes(' ') ? folded(text).includes(word) : tokens.has(word)));
}

/**
 * The AI attendant: the prompt as the system message, then the ticket's newest `maxMessages`
 * messages in order, through the official OpenAI client against the prompt's base URL (or the
 * platform's). The answer goes out as a bot message; a request for a person hands the ticket to its
 * queue (the prompt's when it has none). Errors (timeout, 401, 429, 5xx, an empty or unusable answer)
 * propagate: the hand-off point records them on the ticket and hands it over.
 */
export class AiAttendant implements BotAdapter<Prompt> {
  readonly #options: Options;

  constructor(options: Options) {
    this.#options = options;
  }

  async answer(turn: BotTurn, prompt: Prompt, conversation: BotConversation): Promise<void> {
    const client = this.#client(prompt);
    const history = await this.#history(turn.em, turn.ticketId, prompt, client);
    const latest = history.at(-1);
    const latestText = latest && latest.role === 'user' && typeof latest.content === 'string' ? latest.content : turn.body;
    if (asksForPerson(latestText, handoffWordsOf(prompt))) {
      await conversation.handOff('contact asked for a person', { queueId: prompt.queueId });
      return;
    }
    const completion = await client.chat.completions.create({
      model: prompt.model,
      max_tokens: prompt.maxTokens,
      temperature: prompt.temperature,
      messages: [{ role: 'system', content: prompt.prompt }, ...history],
    });
    if (!Array.isArray((completion as { choices?: unknown }).choices)) {
      throw new BotFailure('badAnswer', 'The server did not answer a chat completion');
    }
    const text = completion.choices[0]?.message?.content?.trim() ?? '';
    if (!(await conversation.stillMine())) {
      return;
    }
    if (!text) {
      throw new BotFailure('badAnswer', 'The model answered an empty text');
    }
    await conversation.reply(text);
  }

  #client(prompt: Prompt): OpenAI {
    return new OpenAI({
      apiKey: this.#options.cipher.decrypt(prompt.apiKeySealed, apiKeyContext(prompt.id)),
      baseURL: prompt.baseUrl || this.#options.defaultBaseUrl,
      ...(prompt.baseUrl ? { fetch: this.#options.guardedFetch } : {}),
      timeout: this.#options.timeoutMs,
      // A failed call hands the ticket over at once rather than keeping the contact waiting.
      maxRetries: 0,
    });
  }

  /** The newest `maxMessages` messages, oldest first; voice notes transcribed when the prompt says so. */
  async #history(em: EntityManager, ticketId: number, prompt: Prompt, client: OpenAI): Promise<ChatCompletionMessageParam[]> {
    const newest = await em.find(
      Message,
      { ticketId, isDeleted: false },
      { orderBy: { createdAt: QueryOrder.DESC, id: QueryOrder.DESC }, limit: prompt.maxMessages },
    );
    const context: ChatCompletionMessageParam[] = [];
    for (const message of newest.reverse()) {
      const text = await this.#textOf(em, message, prompt, client);
      if (text) {
        context.push(message.fromMe ? { role: 'assistant', content: text } : { role: 'user', content: text });
      }
    }
    return context;
  }

  async #textOf(em: EntityManager, message: Message, prompt: Prompt, client: OpenAI): Promise<string> {
    const mediaId = message.mediaId ?? null;
    if (message.mediaType !== 'audio' || !prompt.transcribeAudio || mediaId === null || message.fromMe) {
      return message.body.trim();
    }
    const { media, stream } = await this.#options.media.open(em, mediaId);
    const transcription = await client.audio.transcriptions.create({
      model: TRANSCRIPTION_MODEL,
      file: await toFile(stream, media.filename, { type: media.mimetype }),
    });
    return transcription.text.trim();
  }
}

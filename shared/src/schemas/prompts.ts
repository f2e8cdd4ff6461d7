import { z } from 'zod';
import { idSchema } from './common.ts';

/** The models the dialog offers (spec); any other model name is accepted as free text. */
export const PROMPT_MODELS = ['gpt-3.5-turbo-1106', 'gpt-4o-mini'] as const;

export const PROMPT_DEFAULTS = { model: 'gpt-3.5-turbo-1106', maxTokens: 100, temperature: 1, maxMessages: 10 } as const;

/** Words that make the AI hand the ticket to the queue's attendants when none are configured. */
export const DEFAULT_HANDOFF_WORDS = ['atendente', 'humano', 'pessoa', 'attendant', 'human', 'agente'] as const;

const temperature = z.coerce
  .number()
  .min(0)
  .max(1)
  .refine((value) => Math.abs(value * 10 - Math.round(value * 10)) < 1e-9, 'Use steps of 0.1')
  .meta({ multipleOf: 0.1, description: '0 to 1 in steps of 0.1.' });

/**
 * POST /prompt and PUT /prompt/{id}. `apiKey` is required on create; on update an empty or omitted
 * key keeps the stored one (answers only ever show it masked).
 */
export const promptFields = z.object({
  name: z.string().trim().min(5).max(100),
  prompt: z.string().trim().min(50).max(20_000),
  model: z.string().trim().min(1).max(100).default(PROMPT_DEFAULTS.model),
  maxTokens: z.coerce.number().int().min(1).max(32_000).default(PROMPT_DEFAULTS.maxTokens),
  temperature: temperature.default(PROMPT_DEFAULTS.temperature),
  queueId: idSchema,
  maxMessages: z.coerce.number().int().min(1).max(100).default(PROMPT_DEFAULTS.maxMessages),
  /** An OpenAI-compatible server other than the platform default (a local model server, a gateway). */
  baseUrl: z.union([z.literal(''), z.url({ protocol: /^https?$/ }).max(500)]).default(''),
  /** Words (comma-separated) that hand the ticket to a person; empty: the defaults. */
  handoffWords: z.string().trim().max(500).default(''),
  /** Voice notes go through the transcription endpoint before the model reads them. */
  transcribeAudio: z.boolean().default(false),
});

export const promptCreateBody = promptFields.extend({ apiKey: z.string().trim().min(1).max(500) });
export type PromptCreateBody = z.input<typeof promptCreateBody>;

export const promptUpdateBody = promptFields.extend({ apiKey: z.string().trim().max(500).optional() });
export type PromptUpdateBody = z.input<typeof promptUpdateBody>;

export type PromptRecord = {
  id: number;
  name: string;
  prompt: string;
  model: string;
  maxTokens: number;
  temperature: number;
  maxMessages: number;
  queueId: number;
  queue: { id: number; name: string } | null;
  /** Never the key itself: `••••` and its last four characters. */
  apiKey: string | null;
  baseUrl: string;
  handoffWords: string;
  transcribeAudio: boolean;
  createdAt: string;
  updatedAt: string;
};

export type PromptListResponse = { prompts: PromptRecord[]; count: number; hasMore: boolean };

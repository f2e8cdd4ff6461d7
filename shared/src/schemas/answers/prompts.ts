import { z } from 'zod';
import type { PromptListResponse, PromptRecord } from '../prompts.ts';

export const promptRecordSchema = z
  .object({
    id: z.number(),
    name: z.string(),
    prompt: z.string(),
    model: z.string(),
    maxTokens: z.number(),
    temperature: z.number(),
    maxMessages: z.number(),
    queueId: z.number(),
    queue: z
      .object({
        id: z.number(),
        name: z.string(),
      })
      .nullable(),
    apiKey: z.string().nullable(),
    baseUrl: z.string(),
    handoffWords: z.string(),
    transcribeAudio: z.boolean(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: 'PromptRecord' }) satisfies z.ZodType<PromptRecord>;

export const promptListResponseSchema = z
  .object({
    prompts: z.array(promptRecordSchema),
    count: z.number(),
    hasMore: z.boolean(),
  })
  .meta({ id: 'PromptListResponse' }) satisfies z.ZodType<PromptListResponse>;

import { z } from 'zod';
import { FILE_MEDIA_TYPES } from '../files.ts';
import type { FileListRecord, FileListResponse, FileOptionRecord } from '../files.ts';

export const fileOptionRecordSchema = z
  .object({
    id: z.number(),
    name: z.string(),
    message: z.string(),
    value: z.string(),
    mediaType: z.enum(FILE_MEDIA_TYPES).nullable(),
    mediaPath: z.string().nullable(),
    mediaName: z.string().nullable(),
  })
  .meta({ id: 'FileOptionRecord' }) satisfies z.ZodType<FileOptionRecord>;

export const fileListRecordSchema = z
  .object({
    id: z.number(),
    name: z.string(),
    message: z.string(),
    options: z.array(fileOptionRecordSchema),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: 'FileListRecord' }) satisfies z.ZodType<FileListRecord>;

export const fileListResponseSchema = z
  .object({
    files: z.array(fileListRecordSchema),
    count: z.number(),
    hasMore: z.boolean(),
  })
  .meta({ id: 'FileListResponse' }) satisfies z.ZodType<FileListResponse>;

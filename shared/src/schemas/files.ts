import { z } from 'zod';
import { uniqueBy } from './json-rules.ts';
import { idSchema, pageQuery } from './common.ts';

/** A file list's options (one file each), an upload's files and the size of each file. */
export const FILE_LIST_LIMITS = { maxOptions: 50, maxFilesPerUpload: 20, maxFileBytes: 32 * 1024 * 1024 } as const;

/** How an option's file is sent: from the stored file's MIME type, never from what a client says. */
export const FILE_MEDIA_TYPES = ['image', 'video', 'audio', 'document'] as const;
export type FileMediaType = (typeof FILE_MEDIA_TYPES)[number];

/** An option as the dialog sends it: `id` keeps an existing option (and its file); without it, a new one. */
export const fileOptionBody = z.object({
  id: idSchema.optional(),
  name: z.string().trim().min(1).max(100),
  message: z.string().max(5_000).default(''),
  value: z.string().trim().max(255).default(''),
});
export type FileOptionBody = z.input<typeof fileOptionBody>;

/**
 * POST /files and PUT /files/{id} (admins): the whole list. On PUT, options absent from `options`
 * are removed, in the order given.
 */
export const fileListBody = z.object({
  name: z.string().trim().min(3).max(100),
  message: z.string().max(5_000).default(''),
  options: z
    .array(fileOptionBody)
    .max(FILE_LIST_LIMITS.maxOptions)
    .default([])
    .refine((options) => {
      const ids = options.flatMap((option) => (option.id === undefined ? [] : [option.id]));
      return new Set(ids).size === ids.length;
    }, 'An option appears twice')
    .meta(uniqueBy('id')),
});
export type FileListBody = z.input<typeof fileListBody>;

/** GET /files: searched by name, 20 per page. `companyId` is accepted for the reference client and ignored. */
export const fileListQuery = pageQuery.extend({ companyId: idSchema.optional() });

/** A form field sent once or repeated (multipart repeats a field for each file). */
function oneOrMany<T extends z.ZodType>(item: T) {
  return z.union([item, z.array(item)]).transform((value): z.output<T>[] => (Array.isArray(value) ? value : [value]));
}

/**
 * POST /files/uploadList/{id}, multipart: the files in `files`, and in `id` the option each file
 * goes to, in the same order. `fileId`, `typeArch`, `mediaType` and `name` of the reference client
 * are accepted and not used: the list is the path's, the media type the file's own, and no client
 * text ever becomes a path.
 */
export const fileUploadBody = z.object({
  id: oneOrMany(idSchema).refine((ids) => new Set(ids).size === ids.length, 'An option appears twice'),
  fileId: idSchema.optional(),
  typeArch: z.string().max(100).optional(),
  mediaType: oneOrMany(z.string().max(100)).optional(),
  name: oneOrMany(z.string().max(255)).optional(),
});

export type FileOptionRecord = {
  id: number;
  name: string;
  message: string;
  value: string;
  /** null until a file is uploaded for the option. */
  mediaType: FileMediaType | null;
  /** `/media/{uuid}`: fetched with the bearer token like any media. */
  mediaPath: string | null;
  mediaName: string | null;
};

export type FileListRecord = {
  id: number;
  name: string;
  message: string;
  options: FileOptionRecord[];
  createdAt: string;
  updatedAt: string;
};

export type FileListResponse = { files: FileListRecord[]; count: number; hasMore: boolean };

/**
 * What an attendant typed and has not sent yet, kept on this machine per conversation: the shape of
 * the stored drafts and the rules for changing them, shared by the main process and the web build.
 */
import { z } from 'zod';

/** The longest message the server accepts. */
export const DRAFT_TEXT_MAX = 65_000;
/** Drafts of conversations long left are forgotten first once there are more than this. */
export const DRAFT_LIMIT = 200;

/** `<server host>/u<user id>/ticket/<ticket id>` and the like (see the renderer's draftKeys). */
export const draftKeySchema = z
  .string()
  .min(1)
  .max(256)
  .regex(/^[\w.:@/-]+$/);
export const draftTextSchema = z.string().max(DRAFT_TEXT_MAX);

const storedDraftSchema = z.strictObject({ text: draftTextSchema.min(1), savedAt: z.number().int().nonnegative() });
export type StoredDraft = z.infer<typeof storedDraftSchema>;
export type Drafts = Readonly<Record<string, StoredDraft>>;

/** Stored drafts read back: a hand-edited or outdated entry is dropped alone. */
export function readDrafts(raw: unknown): Drafts {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
    return {};
  }
  return Object.fromEntries(
    Object.entries(raw as Record<string, unknown>).flatMap(([key, draft]) => {
      const parsed = storedDraftSchema.safeParse(draft);
      return parsed.success && draftKeySchema.safeParse(key).success ? [[key, parsed.data] as const] : [];
    }),
  );
}

export function draftText(drafts: Drafts, key: string): string {
  return Object.hasOwn(drafts, key) ? (drafts[key]?.text ?? '') : '';
}

/** The drafts with `key` set to `text` (empty text forgets it), keeping the `DRAFT_LIMIT` newest. */
export function withDraft(drafts: Drafts, key: string, text: string, savedAt: number): Drafts {
  const others = Object.entries(drafts).filter(([name]) => name !== key);
  const entries: [string, StoredDraft][] = text === '' ? others : [...others, [key, { text, savedAt }]];
  return Object.fromEntries(entries.sort(([, a], [, b]) => b.savedAt - a.savedAt).slice(0, DRAFT_LIMIT));
}

/**
 * The text replies waiting in the outbox, kept on this machine (localStorage, which the desktop app
 * keeps in its user data folder) so a reload or a crash while the server is unreachable does not
 * lose them. Each names the server and account it belongs to: only that account restores it.
 */
import { z } from 'zod';
import { readJson } from '../../../platform/localJson.ts';

export const OUTBOX_STORAGE_KEY = 'balcao.outbox';

const storedReplySchema = z.strictObject({
  /** `<server host>/u<user id>` (see accountKey). */
  account: z.string().min(1).max(256),
  ticketId: z.number().int().positive(),
  clientKey: z.string().min(1).max(128),
  body: z.string().max(65_000),
  quotedMsgId: z.number().int().positive().nullable(),
  createdAt: z.string().min(1).max(64),
});
export type StoredReply = z.infer<typeof storedReplySchema>;

/** Every stored reply, in the order written; a hand-edited or outdated entry is dropped alone. */
function readAll(): StoredReply[] {
  const raw = readJson(OUTBOX_STORAGE_KEY);
  if (!Array.isArray(raw)) {
    return [];
  }
  return raw.flatMap((entry: unknown) => {
    const parsed = storedReplySchema.safeParse(entry);
    return parsed.success ? [parsed.data] : [];
  });
}

/** A full disk or a refusing browser only costs the copy: the reply still waits in memory. */
function writeAll(replies: StoredReply[]): void {
  try {
    if (replies.length === 0) {
      localStorage.removeItem(OUTBOX_STORAGE_KEY);
    } else {
      localStorage.setItem(OUTBOX_STORAGE_KEY, JSON.stringify(replies));
    }
  } catch {
    // Nothing else to do: see above.
  }
}

/** The account's waiting replies, in the order written. */
export function storedReplies(account: string): StoredReply[] {
  return readAll().filter((reply) => reply.account === account);
}

export function keepReply(reply: StoredReply): void {
  writeAll([...readAll().filter(({ clientKey }) => clientKey !== reply.clientKey), reply]);
}

/** The reply went out or the server refused it: it no longer waits. */
export function forgetReply(clientKey: string): void {
  const replies = readAll();
  if (replies.some((reply) => reply.clientKey === clientKey)) {
    writeAll(replies.filter((reply) => reply.clientKey !== clientKey));
  }
}

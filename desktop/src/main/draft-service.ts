import { draftKeySchema, draftText, draftTextSchema, readDrafts, withDraft } from '../common/drafts.ts';
import { parseOrThrow } from '../common/ipc.ts';
import type { KeyValueStore } from '../common/key-value-store.ts';

const DRAFTS_KEY = 'drafts';

export type DraftService = {
  /** What was typed in that conversation and not sent; '' when nothing was. */
  get(key: string): string;
  /** Keeps the text for that conversation; '' forgets it. */
  set(key: string, text: string): void;
};

/** Unsent text per conversation, in its own store file on this machine. */
export function createDraftService(store: KeyValueStore, now: () => number = Date.now): DraftService {
  return {
    get(key) {
      return draftText(readDrafts(store.get(DRAFTS_KEY)), parseOrThrow(draftKeySchema, key, 'draft key'));
    },
    set(key, text) {
      const checkedKey = parseOrThrow(draftKeySchema, key, 'draft key');
      const checkedText = parseOrThrow(draftTextSchema, text, 'draft text');
      store.set(DRAFTS_KEY, withDraft(readDrafts(store.get(DRAFTS_KEY)), checkedKey, checkedText, now()));
    },
  };
}

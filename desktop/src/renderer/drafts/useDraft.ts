import { useCallback, useEffect, useRef, useState } from 'react';
import { getPlatform } from '../platform/index.ts';
import { DraftWriter } from './draftWriter.ts';

export type Draft = {
  text: string;
  /** What the attendant typed (or a quick reply filled in): shown now, kept on the machine shortly. */
  setText: (text: string) => void;
  /** After a send: empties the input and forgets the draft. */
  clear: () => void;
};

/**
 * The text of a conversation's input, kept on this machine per conversation while it is typed and
 * given back when the conversation opens again: after switching, a reload, a crash or a restart.
 * `key` is from draftKeys.ts; `null` keeps nothing (no user yet).
 */
export function useDraft(key: string | null): Draft {
  const [draft, setDraft] = useState({ key, text: '' });
  const [writer] = useState(() => new DraftWriter((draftKey, text) => getPlatform().saveDraft(draftKey, text)));
  const typed = useRef(false);
  if (draft.key !== key) {
    setDraft({ key, text: '' });
  }

  useEffect(() => {
    typed.current = false;
    if (key === null) {
      return undefined;
    }
    let current = true;
    getPlatform()
      .loadDraft(key)
      .then((saved) => {
        // Text typed before the saved draft arrived wins.
        if (current && !typed.current && saved !== '') {
          setDraft((shown) => (shown.key === key ? { key, text: saved } : shown));
        }
      })
      .catch(() => undefined);
    return () => {
      current = false;
      writer.flush();
    };
  }, [key, writer]);

  useEffect(() => {
    const flush = () => writer.flush();
    window.addEventListener('pagehide', flush);
    return () => window.removeEventListener('pagehide', flush);
  }, [writer]);

  const setText = useCallback(
    (text: string) => {
      typed.current = true;
      setDraft({ key, text });
      if (key !== null) {
        writer.write(key, text);
      }
    },
    [key, writer],
  );

  const clear = useCallback(() => {
    typed.current = true;
    setDraft({ key, text: '' });
    if (key !== null) {
      writer.clear(key);
    }
  }, [key, writer]);

  return { text: draft.key === key ? draft.text : '', setText, clear };
}

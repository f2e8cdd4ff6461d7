import type { MessageRecord } from '@balcao/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { VisuallyHidden } from '../../../components/VisuallyHidden.tsx';
import { plainText } from './richText.ts';

/** How many announcements the log keeps; older ones were spoken already. */
const KEPT = 5;

type Spoken = { id: number; text: string };

/**
 * The conversation's one live region: it speaks each message that arrives from the contact while the
 * ticket is open, as text alone. The visible list is not live, so a page of older messages loaded
 * above, the first page, one's own sends and the bubbles' buttons are never announced.
 */
export function NewMessagesLog({ messages, contactName }: { messages: MessageRecord[]; contactName: string }) {
  const { t } = useTranslation();
  const lastId = messages.at(-1)?.id ?? null;
  const [seenLastId, setSeenLastId] = useState(lastId);
  const [spoken, setSpoken] = useState<Spoken[]>([]);

  if (lastId !== seenLastId) {
    setSeenLastId(lastId);
    const from = seenLastId === null ? -1 : messages.findIndex((message) => message.id === seenLastId);
    const arrived = from < 0 ? [] : messages.slice(from + 1).filter((message) => !message.fromMe);
    if (arrived.length > 0) {
      const speak = (message: MessageRecord): Spoken => {
        const author = message.contact?.name ?? contactName;
        const text = plainText(message.body);
        return {
          id: message.id,
          text: text === '' ? t('a11y.newMessageMedia', { author }) : t('a11y.newMessage', { author, text }),
        };
      };
      setSpoken((before) => [...before, ...arrived.map(speak)].slice(-KEPT));
    }
  }

  return (
    <VisuallyHidden as="div" role="log" aria-label={t('a11y.newMessages')} data-testid="new-messages-log">
      {spoken.map((entry) => (
        <p key={entry.id}>{entry.text}</p>
      ))}
    </VisuallyHidden>
  );
}

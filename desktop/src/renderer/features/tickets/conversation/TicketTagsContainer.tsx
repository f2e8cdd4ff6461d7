import type { TagRecord, TicketRecord } from '@balcao/shared';
import { useEffect, useState } from 'react';
import { toastError } from '../../../components/toast.tsx';
import { createTag, listTags, syncTags } from './conversationApi.ts';
import { useConversationStore } from './conversationStore.ts';
import { TicketTagPicker } from './TicketTagPicker.tsx';

/** Loads the company's tags and keeps the ticket's in step with the server (POST /tags/sync). */
export function TicketTagsContainer({ ticket }: { ticket: TicketRecord }) {
  const [tags, setTags] = useState<TagRecord[]>([]);

  useEffect(() => {
    let current = true;
    listTags()
      .then((records) => current && setTags(records))
      .catch(toastError);
    return () => {
      current = false;
    };
  }, []);

  const apply = (ids: number[], known: TagRecord[]) => {
    const previous = ticket.tags;
    const next = ids.flatMap((id) =>
      known.filter((tag) => tag.id === id).map(({ id: tagId, name, color }) => ({ id: tagId, name, color })),
    );
    useConversationStore.getState().setTicket({ ...ticket, tags: next });
    syncTags(ticket.id, ids).catch((error: unknown) => {
      useConversationStore.getState().setTicket({ ...ticket, tags: previous });
      toastError(error);
    });
  };

  const create = (name: string) => {
    createTag(name)
      .then((tag) => {
        const known = [...tags, tag];
        setTags(known);
        apply([...ticket.tags.map(({ id }) => id), tag.id], known);
      })
      .catch(toastError);
  };

  const known = [...tags, ...ticket.tags.filter((tag) => !tags.some(({ id }) => id === tag.id)).map((tag) => ({ ...tag, kanban: false }))];

  return (
    <TicketTagPicker tags={known} selectedIds={ticket.tags.map(({ id }) => id)} onChange={(ids) => apply(ids, known)} onCreate={create} />
  );
}

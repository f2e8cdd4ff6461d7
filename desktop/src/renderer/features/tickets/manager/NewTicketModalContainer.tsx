import { can, SEARCH_DEBOUNCE_MS, type ContactRecord, type SessionUser } from '@balcao/shared';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toastError } from '../../../components/toast.tsx';
import { selectConnections, useConnectionsStore } from '../../../state/connections.ts';
import { selectQueues, useQueuesStore } from '../../../state/queues.ts';
import { useTicketListsStore } from '../../../state/ticketLists.ts';
import { loadConnections } from '../../connections/connectionsApi.ts';
import { loadQueues } from '../../queues/queuesApi.ts';
import { createTicket, searchContacts } from '../ticketsApi.ts';
import { NewTicketModal, type NewTicketForm } from './NewTicketModal.tsx';
import { newTicketProblem, ownActiveTicket } from './otherOpenTicket.ts';

const MIN_SEARCH = 3;

/**
 * Searches contacts (debounced, from 3 characters), then POST /tickets and opens the new ticket.
 * Opened for a given contact (the contacts page's message action), the contact is already picked; when
 * the contact already has an active ticket the caller holds (or, an admin, may open), the caller is taken to it.
 */
export function NewTicketModalContainer({ user, contact, onClose }: { user: SessionUser; contact?: ContactRecord; onClose: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const admin = can(user.profile, 'tickets-manager:showall');
  const [form, setForm] = useState<NewTicketForm>({ contact: contact ?? null, queueId: null, whatsappId: null });
  const [search, setSearch] = useState(contact?.name ?? '');
  const [contacts, setContacts] = useState<ContactRecord[]>([]);
  const [searching, setSearching] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [queueMissing, setQueueMissing] = useState(false);
  const [saving, setSaving] = useState(false);
  const companyQueues = useQueuesStore(selectQueues);
  const connections = useConnectionsStore(selectConnections);

  useEffect(() => {
    if (admin) {
      loadQueues().catch(toastError);
    }
    loadConnections().catch(toastError);
  }, [admin]);

  const term = search.trim();
  useEffect(() => {
    if (term.length < MIN_SEARCH || form.contact?.name === term) {
      return undefined;
    }
    const controller = new AbortController();
    const timer = setTimeout(() => {
      setSearching(true);
      searchContacts(term, controller.signal)
        .then(({ contacts: found }) => setContacts(found))
        .catch((error: unknown) => {
          if (!controller.signal.aborted) {
            toastError(error);
          }
        })
        .finally(() => setSearching(false));
    }, SEARCH_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [term, form.contact?.name]);

  const queues = useMemo(
    () => (admin ? companyQueues : user.queues).map(({ id, name }) => ({ id, name })),
    [admin, companyQueues, user.queues],
  );

  const save = () => {
    if (!form.contact) {
      return;
    }
    if (!admin && form.queueId === null) {
      setQueueMissing(true);
      return;
    }
    setSaving(true);
    setProblem(null);
    createTicket({ contactId: form.contact.id, queueId: form.queueId, whatsappId: form.whatsappId, userId: user.id, status: 'open' })
      .then((ticket) => {
        useTicketListsStore.getState().applyUpdate(ticket);
        onClose();
        void navigate(`/tickets/${ticket.uuid}`);
      })
      .catch((error: unknown) => {
        const mine = ownActiveTicket(error, user.id, admin);
        if (mine) {
          onClose();
          void navigate(`/tickets/${mine}`);
          return;
        }
        setProblem(newTicketProblem(error, t));
      })
      .finally(() => setSaving(false));
  };

  return (
    <NewTicketModal
      form={form}
      search={search}
      contacts={term.length >= MIN_SEARCH ? contacts : []}
      searching={searching}
      queues={queues}
      connections={connections.map(({ id, name }) => ({ id, name }))}
      queueRequired={!admin}
      queueMissing={queueMissing && form.queueId === null}
      problem={problem}
      saving={saving}
      onSearch={(text) => {
        setSearch(text);
        setForm((current) => ({ ...current, contact: null }));
      }}
      onPick={(contact) => {
        setSearch(contact.name);
        setForm((current) => ({ ...current, contact }));
      }}
      onChange={(patch) => setForm((current) => ({ ...current, ...patch }))}
      onSave={save}
      onClose={onClose}
    />
  );
}

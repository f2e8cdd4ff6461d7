import type { TicketRecord } from '@balcao/shared';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showToast, toastError } from '../../../components/toast.tsx';
import { listConnections, listQueues, listUsers, updateTicket, type UserOption } from './conversationApi.ts';
import { transferBody, TransferModal, type TransferChoice, type TransferUser } from './TransferModal.tsx';

type Options = { users: TransferUser[]; queues: UserOption[]; connections: UserOption[] };

const names = (records: { id: number; name: string }[]): UserOption[] => records.map(({ id, name }) => ({ id, name }));

/** Loads who and where a ticket can go, then transfers it. */
export function TransferModalContainer({ ticket, onDone, onCancel }: { ticket: TicketRecord; onDone: () => void; onCancel: () => void }) {
  const { t } = useTranslation();
  const [options, setOptions] = useState<Options>({ users: [], queues: [], connections: [] });
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let current = true;
    Promise.all([listUsers().catch(() => []), listQueues().catch(() => []), listConnections().catch(() => [])])
      .then(([users, queues, connections]) => {
        if (current) {
          const colleagues = users.map(({ id, name, queues: theirs }) => ({ id, name, queues: names(theirs) }));
          setOptions({ users: colleagues, queues: names(queues), connections: names(connections) });
        }
      })
      .catch(toastError);
    return () => {
      current = false;
    };
  }, []);

  const submit = (choice: TransferChoice) => {
    setBusy(true);
    updateTicket(ticket.id, transferBody(choice))
      .then(() => {
        showToast(t('conversation.transfer.done'), 'success');
        onDone();
      })
      .catch((error: unknown) => {
        toastError(error);
        setBusy(false);
      });
  };

  return (
    <TransferModal
      {...options}
      initial={{ userId: null, queueId: null, whatsappId: ticket.whatsappId }}
      ticketQueueId={ticket.queueId}
      busy={busy}
      onSubmit={submit}
      onCancel={onCancel}
    />
  );
}

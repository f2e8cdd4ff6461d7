import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { isApiError } from '../../../api/index.ts';
import { showToast, toastError } from '../../../components/toast.tsx';
import { useTicketListsStore } from '../../../state/ticketLists.ts';
import { getTicketByUuid } from '../ticketsApi.ts';

/**
 * Sends the user back to /tickets, saying why, when the chosen ticket is refused (a queue of someone
 * else: 'Acesso não permitido'), cannot be read, or is deleted while it is open. The conversation pane
 * leaves silently in those cases.
 */
export function useOpenTicketGuard(uuid: string | undefined): void {
  const { t } = useTranslation();
  const navigate = useNavigate();

  useEffect(() => {
    if (!uuid) {
      return undefined;
    }
    let current = true;
    let ticketId: number | null = null;
    const check = (afterDelete: boolean) =>
      getTicketByUuid(uuid)
        .then((ticket) => {
          ticketId = ticket.id;
        })
        .catch((error: unknown) => {
          // The pane may already have left for /tickets (ending this effect): the reason is still told.
          if (!current && afterDelete) {
            return;
          }
          if (isApiError(error) && error.status === 403 && error.code === 'ERR_NO_PERMISSION') {
            showToast(t('tickets.toasts.unauthorized'), 'error', { testId: 'toast-unauthorized' });
          } else if (afterDelete && isApiError(error) && error.status === 404) {
            showToast(t('tickets.toasts.deleted'), 'info', { testId: 'toast-ticket-deleted' });
          } else {
            toastError(error);
          }
          if (current) {
            void navigate('/tickets');
          }
        });
    void check(false);
    // `delete` also tells a room that a ticket left it (another status, queue or user): ask whether it is really gone.
    const unsubscribe = useTicketListsStore.subscribe((state, previous) => {
      if (state.deleted !== previous.deleted && state.deleted !== null && state.deleted.ticketId === ticketId) {
        void check(true);
      }
    });
    return () => {
      current = false;
      unsubscribe();
    };
  }, [uuid, navigate, t]);
}

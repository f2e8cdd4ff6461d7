import { can, DRAWER_AUTO_OPEN_MIN_WIDTH, DRAWER_TEMPORARY_MAX_WIDTH, type MessageRecord, type TicketUpdateBody } from '@balcao/shared';
import { makeStyles, Spinner, tokens } from '@fluentui/react-components';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/ConfirmDialog.tsx';
import { showToast, toastError } from '../../../components/toast.tsx';
import { useWindowWidth } from '../../layout/useWindowWidth.ts';
import { useInboxFocusStore } from '../../../state/inboxFocus.ts';
import { selectRefetchVersion, useRealtimeStore } from '../../../state/realtime.ts';
import { selectUser, useSessionStore } from '../../../state/session.ts';
import { findTicket, useTicketListsStore } from '../../../state/ticketLists.ts';
import type { AudioRecorder } from './audio/recorder.ts';
import { CloseTicketDialog } from './CloseTicketDialog.tsx';
import { ContactDrawer } from './ContactDrawer.tsx';
import { deleteMessage, deleteTicket, getTicketByUuid, listMessages, updateTicket } from './conversationApi.ts';
import { selectMessages, selectTicket, useConversationStore } from './conversationStore.ts';
import { MessageComposer } from './MessageComposer.tsx';
import { MessageList } from './MessageList.tsx';
import { NewMessagesLog } from './NewMessagesLog.tsx';
import { readArrivedMessages } from './reading.ts';
import { retry } from './messageSender.ts';
import { TicketActions, type TicketAction } from './TicketActions.tsx';
import { TicketHeader } from './TicketHeader.tsx';
import { TicketTagsContainer } from './TicketTagsContainer.tsx';
import { TransferModalContainer } from './TransferModalContainer.tsx';

const useStyles = makeStyles({
  root: { position: 'relative', display: 'flex', height: '100%', minHeight: 0, minWidth: 0 },
  main: { display: 'flex', flexDirection: 'column', flex: 1, minWidth: 0, minHeight: 0 },
  loading: { display: 'flex', flex: 1, alignItems: 'center', justifyContent: 'center', padding: tokens.spacingHorizontalXXL },
});

export type TicketConversationProps = {
  ticketUuid: string;
  /** Sends the user back to /tickets: after a status change other than open, a transfer or a delete. */
  onClose: () => void;
  /** Injected by tests; the browser's microphone otherwise. */
  recorder?: AudioRecorder;
};

function loadPage(ticketId: number, page: number): void {
  const store = useConversationStore.getState();
  store.setLoadingPage(true);
  listMessages(ticketId, page)
    .then(({ messages, hasMore }) => useConversationStore.getState().addPage(page, messages, hasMore))
    .catch((error: unknown) => {
      useConversationStore.getState().setLoadingPage(false);
      toastError(error);
    });
}

/** The conversation of one ticket: header and actions, tags, messages, input and the contact drawer. */
export function TicketConversation({ ticketUuid, onClose, recorder }: TicketConversationProps) {
  const styles = useStyles();
  const { t } = useTranslation();
  const user = useSessionStore(selectUser);
  const ticket = useConversationStore(selectTicket);
  const messages = useConversationStore(selectMessages);
  const hasMore = useConversationStore((state) => state.hasMore);
  const loadingPage = useConversationStore((state) => state.loadingPage);
  const page = useConversationStore((state) => state.page);
  const refetchVersion = useRealtimeStore(selectRefetchVersion);
  const windowWidth = useWindowWidth();
  const [quoted, setQuoted] = useState<MessageRecord | null>(null);
  const [drawerOpen, setDrawerOpen] = useState(() => window.innerWidth >= DRAWER_AUTO_OPEN_MIN_WIDTH);
  const [busy, setBusy] = useState(false);
  const [dialog, setDialog] = useState<null | 'transfer' | 'deleteTicket' | 'close'>(null);
  const [deletingMessage, setDeletingMessage] = useState<MessageRecord | null>(null);
  const ticketId = ticket?.id ?? null;

  useEffect(() => {
    let current = true;
    getTicketByUuid(ticketUuid)
      .then((record) => {
        if (current) {
          useConversationStore.getState().open(record);
          useRealtimeStore.getState().setOpenTicket(String(record.id));
        }
      })
      .catch(() => {
        // The tickets page says why (no permission, not found, no connection); the pane only leaves.
        if (current) {
          onClose();
        }
      });
    return () => {
      current = false;
      useRealtimeStore.getState().setOpenTicket(null);
      useConversationStore.getState().close();
    };
  }, [ticketUuid, onClose]);

  useEffect(() => {
    if (ticketId !== null) {
      loadPage(ticketId, 1);
    }
  }, [ticketId, refetchVersion]);

  useEffect(() => {
    if (ticketId === null) {
      return undefined;
    }
    // What arrived while the window was in the background is read when the user comes back to it.
    const readOnFocus = () => {
      if ((findTicket(useTicketListsStore.getState().lists, ticketId)?.unreadMessages ?? 0) > 0) {
        readArrivedMessages(ticketId);
      }
    };
    window.addEventListener('focus', readOnFocus);
    return () => window.removeEventListener('focus', readOnFocus);
  }, [ticketId]);

  const loadOlder = useCallback(() => {
    if (ticketId !== null) {
      loadPage(ticketId, page + 1);
    }
  }, [ticketId, page]);

  if (!ticket || !user) {
    return (
      <div className={styles.loading} data-testid="ticket-conversation" data-ticket={ticketUuid}>
        <Spinner label={t('conversation.loading')} />
      </div>
    );
  }

  const focus = useInboxFocusStore.getState();
  const update = (body: TicketUpdateBody, leave: boolean) => {
    setBusy(true);
    if (leave) {
      focus.ticketLeaving(ticket.id);
    }
    updateTicket(ticket.id, body)
      .then((record) => {
        useTicketListsStore.getState().applyUpdate(record);
        if (leave) {
          focus.ticketLeft(ticket.id);
          onClose();
        } else {
          if (record.status === 'open') {
            focus.focusComposerOf(ticket.id);
          }
          useConversationStore.getState().setTicket(record);
        }
      })
      .catch((error: unknown) => {
        focus.leavingHandled();
        toastError(error);
      })
      .finally(() => setBusy(false));
  };

  const onAction = (action: TicketAction) => {
    switch (action) {
      case 'accept':
        update({ status: 'open', userId: user.id }, false);
        break;
      case 'return':
        update({ status: 'pending', userId: null }, true);
        break;
      case 'close':
        setDialog('close');
        break;
      case 'reopen':
        update({ status: 'open', userId: user.id, queueId: ticket.queueId }, false);
        break;
      case 'transfer':
        setDialog('transfer');
        break;
      case 'delete':
        setDialog('deleteTicket');
        break;
      case 'details':
        setDrawerOpen((open) => !open);
        break;
    }
  };

  const confirmClose = () => {
    setDialog(null);
    update(
      { status: 'closed', userId: user.id, queueId: ticket.queueId, useIntegration: false, promptId: null, integrationId: null },
      true,
    );
  };

  const confirmDeleteTicket = () => {
    setBusy(true);
    deleteTicket(ticket.id)
      .then(() => {
        showToast(t('conversation.actions.deleted'), 'success');
        setDialog(null);
        onClose();
      })
      .catch((error: unknown) => {
        toastError(error);
        setBusy(false);
      });
  };

  const confirmDeleteMessage = () => {
    const message = deletingMessage;
    if (!message) {
      return;
    }
    setBusy(true);
    deleteMessage(message.id)
      .then((deleted) => useConversationStore.getState().upsert({ ...message, ...deleted, isDeleted: true }))
      .catch(toastError)
      .finally(() => {
        setBusy(false);
        setDeletingMessage(null);
      });
  };

  return (
    <div className={styles.root} data-testid="ticket-conversation" data-ticket={ticketUuid}>
      <div className={styles.main}>
        <TicketHeader
          ticket={ticket}
          onContactClick={() => setDrawerOpen(true)}
          actions={
            <TicketActions
              status={ticket.status}
              canDelete={can(user.profile, 'ticket-options:deleteTicket')}
              busy={busy}
              onAction={onAction}
            />
          }
        />
        <TicketTagsContainer ticket={ticket} />
        <MessageList
          messages={messages}
          hasMore={hasMore}
          loadingOlder={loadingPage}
          onLoadOlder={loadOlder}
          showAuthor={ticket.isGroup}
          onReply={setQuoted}
          onDelete={setDeletingMessage}
          onRetry={(message) => void retry(message)}
        />
        <NewMessagesLog messages={messages} contactName={ticket.contact.name || ticket.contact.number} />
        <MessageComposer ticket={ticket} quoted={quoted} onCancelReply={() => setQuoted(null)} recorder={recorder} />
      </div>
      {drawerOpen && (
        <ContactDrawer ticket={ticket} overlay={windowWidth < DRAWER_TEMPORARY_MAX_WIDTH} onClose={() => setDrawerOpen(false)} />
      )}
      {dialog === 'transfer' && (
        <TransferModalContainer
          ticket={ticket}
          onDone={() => {
            focus.ticketLeft(ticket.id);
            onClose();
          }}
          onCancel={() => setDialog(null)}
        />
      )}
      <CloseTicketDialog ticket={ticket} open={dialog === 'close'} busy={busy} onConfirm={confirmClose} onCancel={() => setDialog(null)} />
      <ConfirmDialog
        open={dialog === 'deleteTicket'}
        title={t('conversation.actions.deleteTitle')}
        body={t('conversation.actions.deleteBody')}
        busy={busy}
        testId="ticket-delete-confirm"
        onConfirm={confirmDeleteTicket}
        onCancel={() => setDialog(null)}
      />
      <ConfirmDialog
        open={deletingMessage !== null}
        title={t('conversation.messages.deleteTitle')}
        body={t('conversation.messages.deleteBody')}
        busy={busy}
        testId="message-delete-confirm"
        onConfirm={confirmDeleteMessage}
        onCancel={() => setDeletingMessage(null)}
      />
    </div>
  );
}

import type { MessageRecord } from '@balcao/shared';
import { Button, Dialog, DialogActions, DialogBody, DialogContent, DialogTitle, makeStyles } from '@fluentui/react-components';
import { AppDialogSurface } from '../../../components/focus/AppDialogSurface.tsx';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toastError } from '../../../components/toast.tsx';
import { listMessages } from './conversationApi.ts';
import { MessageList } from './MessageList.tsx';

const useStyles = makeStyles({
  content: { display: 'flex', flexDirection: 'column', height: '60vh' },
});

type Pages = { messages: MessageRecord[]; page: number; hasMore: boolean; loading: boolean };

/** Admins look at another ticket's messages without opening it (read only: no input, no actions). */
export function TicketPeekModal({ ticketId, contactName, onClose }: { ticketId: number; contactName?: string; onClose: () => void }) {
  const styles = useStyles();
  const { t } = useTranslation();
  const [pages, setPages] = useState<Pages>({ messages: [], page: 0, hasMore: false, loading: true });

  const load = useCallback(
    (page: number) => {
      listMessages(ticketId, page, { markRead: false })
        .then(({ messages, hasMore }) =>
          setPages((current) => ({
            page,
            hasMore,
            loading: false,
            messages: [...messages.filter((message) => !current.messages.some(({ id }) => id === message.id)), ...current.messages].sort(
              (a, b) => a.createdAt.localeCompare(b.createdAt) || a.id - b.id,
            ),
          })),
        )
        .catch((error: unknown) => {
          setPages((current) => ({ ...current, loading: false }));
          toastError(error);
        });
    },
    [ticketId],
  );

  useEffect(() => load(1), [load]);

  const title = contactName ? `${t('conversation.peek.title')} · ${contactName}` : t('conversation.peek.title');
  return (
    <Dialog open onOpenChange={(_event, data) => !data.open && onClose()}>
      <AppDialogSurface aria-label={title}>
        <DialogBody>
          <DialogTitle>{title}</DialogTitle>
          <DialogContent className={styles.content}>
            <MessageList
              messages={pages.messages}
              hasMore={pages.hasMore}
              loadingOlder={pages.loading}
              onLoadOlder={() => {
                setPages((current) => ({ ...current, loading: true }));
                load(pages.page + 1);
              }}
              readOnly
            />
          </DialogContent>
          <DialogActions>
            <Button appearance="primary" onClick={onClose}>
              {t('conversation.peek.close')}
            </Button>
          </DialogActions>
        </DialogBody>
      </AppDialogSurface>
    </Dialog>
  );
}

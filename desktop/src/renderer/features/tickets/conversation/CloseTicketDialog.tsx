import type { TicketRecord } from '@balcao/shared';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/ConfirmDialog.tsx';
import { getConnection } from './conversationApi.ts';

/** What the contact will get when the ticket closes: the connection's farewell, none, or not known. */
type Farewell = { state: 'checking' } | { state: 'known'; connection: string; message: string } | { state: 'unknown' };

export type CloseTicketDialogProps = {
  ticket: TicketRecord;
  open: boolean;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
};

/** Asks before closing, saying whether the contact will receive the connection's farewell message. */
export function CloseTicketDialog({ ticket, open, busy, onConfirm, onCancel }: CloseTicketDialogProps) {
  const { t } = useTranslation();
  const [farewell, setFarewell] = useState<Farewell>({ state: 'checking' });
  const whatsappId = ticket.whatsappId;

  useEffect(() => {
    if (!open) {
      return undefined;
    }
    if (whatsappId === null) {
      setFarewell({ state: 'unknown' });
      return undefined;
    }
    let current = true;
    setFarewell({ state: 'checking' });
    getConnection(whatsappId)
      .then(({ name, complationMessage }) => current && setFarewell({ state: 'known', connection: name, message: complationMessage.trim() }))
      .catch(() => current && setFarewell({ state: 'unknown' }));
    return () => {
      current = false;
    };
  }, [open, whatsappId]);

  const body =
    farewell.state === 'checking'
      ? t('conversation.actions.closeChecking')
      : farewell.state === 'unknown'
        ? t('conversation.actions.closePlain')
        : farewell.message
          ? t('conversation.actions.closeFarewell', { connection: farewell.connection, message: farewell.message })
          : t('conversation.actions.closeNoFarewell', { connection: farewell.connection });

  return (
    <ConfirmDialog
      open={open}
      title={t('conversation.actions.closeTitle')}
      body={body}
      busy={busy}
      testId="ticket-close-confirm"
      confirmLabel={t('conversation.actions.closeConfirm')}
      onConfirm={onConfirm}
      onCancel={onCancel}
    />
  );
}

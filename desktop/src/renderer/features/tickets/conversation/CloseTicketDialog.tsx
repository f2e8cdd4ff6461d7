import type { TicketRecord } from '@balcao/shared';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/ConfirmDialog.tsx';
import { getConnection } from './conversationApi.ts';

/** What the server said of the connection's farewell message (`failed`: it could not be read). */
type Answer = { whatsappId: number } & ({ connection: string; message: string } | { failed: true });

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
  const [answer, setAnswer] = useState<Answer | null>(null);
  const whatsappId = ticket.whatsappId;

  useEffect(() => {
    if (!open || whatsappId === null) {
      return undefined;
    }
    let current = true;
    getConnection(whatsappId)
      .then(({ name, complationMessage }) => current && setAnswer({ whatsappId, connection: name, message: complationMessage.trim() }))
      .catch(() => current && setAnswer({ whatsappId, failed: true }));
    return () => {
      current = false;
    };
  }, [open, whatsappId]);

  const known = answer !== null && answer.whatsappId === whatsappId ? answer : null;
  const body =
    whatsappId === null || (known && 'failed' in known)
      ? t('conversation.actions.closePlain')
      : !known
        ? t('conversation.actions.closeChecking')
        : known.message
          ? t('conversation.actions.closeFarewell', { connection: known.connection, message: known.message })
          : t('conversation.actions.closeNoFarewell', { connection: known.connection });

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

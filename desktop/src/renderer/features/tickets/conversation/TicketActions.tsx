import type { TicketStatus } from '@balcao/shared';
import { Button } from '@fluentui/react-components';
import {
  ArrowUndo20Regular,
  CheckmarkCircle20Regular,
  Delete20Regular,
  PanelRight20Regular,
  PersonArrowRight20Regular,
  ArrowReset20Regular,
} from '@fluentui/react-icons';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';

export type TicketAction = 'accept' | 'return' | 'close' | 'reopen' | 'transfer' | 'delete' | 'details';

/** Which actions a ticket offers in each status; delete only with the ticket-options:deleteTicket permission. */
export function availableActions(status: TicketStatus, canDelete: boolean): TicketAction[] {
  const byStatus: Record<TicketStatus, TicketAction[]> = {
    pending: ['accept', 'close', 'transfer'],
    open: ['return', 'close', 'transfer'],
    closed: ['reopen'],
  };
  return [...byStatus[status], ...(canDelete ? (['delete'] as const) : []), 'details'];
}

const ICONS: Record<TicketAction, ReactElement> = {
  accept: <CheckmarkCircle20Regular />,
  return: <ArrowUndo20Regular />,
  close: <CheckmarkCircle20Regular />,
  reopen: <ArrowReset20Regular />,
  transfer: <PersonArrowRight20Regular />,
  delete: <Delete20Regular />,
  details: <PanelRight20Regular />,
};

export type TicketActionsProps = {
  status: TicketStatus;
  canDelete: boolean;
  busy: boolean;
  onAction: (action: TicketAction) => void;
};

export function TicketActions({ status, canDelete, busy, onAction }: TicketActionsProps) {
  const { t } = useTranslation();
  const labels: Record<TicketAction, string> = {
    accept: t('conversation.actions.accept'),
    return: t('conversation.actions.return'),
    close: t('conversation.actions.close'),
    reopen: t('conversation.actions.reopen'),
    transfer: t('conversation.actions.transfer'),
    delete: t('conversation.actions.delete'),
    details: t('conversation.actions.contactDetails'),
  };
  return (
    <>
      {availableActions(status, canDelete).map((action) => (
        <Button
          key={action}
          appearance={action === 'accept' || action === 'close' || action === 'reopen' ? 'primary' : 'subtle'}
          icon={ICONS[action]}
          disabled={busy}
          onClick={() => onAction(action)}
          {...(action === 'details' ? { 'aria-label': labels.details } : {})}
        >
          {action === 'details' ? null : labels[action]}
        </Button>
      ))}
    </>
  );
}

import { can } from '@balcao/shared';
import { Button, Tooltip } from '@fluentui/react-components';
import { Eye20Regular } from '@fluentui/react-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { selectUser, useSessionStore } from '../../../state/session.ts';
import { TicketPeekModal } from './TicketPeekModal.tsx';

/**
 * For list items of tickets that cannot be opened yet (pending): admins (permission tickets:peek) read
 * the conversation in a read-only modal. Renders nothing for other profiles.
 */
export function TicketPeekButton({ ticketId, contactName }: { ticketId: number; contactName: string }) {
  const { t } = useTranslation();
  const user = useSessionStore(selectUser);
  const [open, setOpen] = useState(false);
  if (!user || !can(user.profile, 'tickets:peek')) {
    return null;
  }
  const label = t('conversation.peek.openFor', { name: contactName });
  return (
    <>
      <Tooltip content={label} relationship="label">
        <Button
          size="small"
          appearance="subtle"
          icon={<Eye20Regular />}
          onClick={(event) => {
            // List items open the ticket on click: the peek must not.
            event.stopPropagation();
            setOpen(true);
          }}
        />
      </Tooltip>
      {open && <TicketPeekModal ticketId={ticketId} contactName={contactName} onClose={() => setOpen(false)} />}
    </>
  );
}

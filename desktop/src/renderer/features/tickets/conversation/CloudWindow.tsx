import type { ServiceWindow, TicketRecord } from '@balcao/shared';
import { Button, makeStyles, MessageBar, MessageBarBody, Text, tokens } from '@fluentui/react-components';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toastError } from '../../../components/toast.tsx';
import { getServiceWindow, sendTemplate } from './conversationApi.ts';
import { useConversationStore } from './conversationStore.ts';
import { newClientKey } from './messageSender.ts';
import { TemplatePicker, type TemplateChoice } from './TemplatePicker.tsx';

const useStyles = makeStyles({
  open: { color: tokens.colorNeutralForeground3, paddingInline: tokens.spacingHorizontalM },
  closed: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, padding: tokens.spacingHorizontalM },
});

/** How long is left: "5 h 12 min", or "12 min" in the last hour. */
export function remaining(closesAt: string, now: number): string {
  const minutes = Math.max(0, Math.round((new Date(closesAt).getTime() - now) / 60_000));
  const hours = Math.floor(minutes / 60);
  return hours > 0 ? `${hours} h ${minutes % 60} min` : `${minutes} min`;
}

/** The ticket's customer-service window, read again when the ticket changes (a contact's message reopens it) and each minute. */
export function useServiceWindow(ticket: Pick<TicketRecord, 'id' | 'updatedAt'>): (ServiceWindow & { readAt: number }) | null {
  const [serviceWindow, setServiceWindow] = useState<(ServiceWindow & { readAt: number }) | null>(null);
  const [tick, setTick] = useState(0);
  useEffect(() => {
    let current = true;
    getServiceWindow(ticket.id)
      .then((read) => current && setServiceWindow({ ...read, readAt: Date.now() }))
      .catch(() => current && setServiceWindow(null));
    return () => {
      current = false;
    };
  }, [ticket.id, ticket.updatedAt, tick]);
  useEffect(() => {
    const timer = setInterval(() => setTick((value) => value + 1), 60_000);
    return () => clearInterval(timer);
  }, []);
  return serviceWindow;
}

/** "Window open for 5 h 12 min" above the input of a Cloud API ticket. */
export function CloudWindowOpen({ closesAt, now }: { closesAt: string; now: number }) {
  const styles = useStyles();
  const { t } = useTranslation();
  return (
    <Text size={200} className={styles.open} data-testid="cloud-window-open">
      {t('conversation.cloudWindow.open', { time: remaining(closesAt, now) })}
    </Text>
  );
}

/** What replaces the input once the window has closed: the reason, and the template picker. */
export function CloudWindowClosed({
  ticket,
  serviceWindow,
}: {
  ticket: Pick<TicketRecord, 'id' | 'whatsappId' | 'status'>;
  serviceWindow: ServiceWindow;
}) {
  const styles = useStyles();
  const { t } = useTranslation();
  const [picking, setPicking] = useState(false);
  const [busy, setBusy] = useState(false);

  const send = async (choice: TemplateChoice) => {
    setBusy(true);
    try {
      const { messages } = await sendTemplate(ticket.id, { ...choice, clientKey: newClientKey() });
      messages.forEach((message) => useConversationStore.getState().upsert(message));
      setPicking(false);
    } catch (error) {
      toastError(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className={styles.closed} data-testid="cloud-window-closed">
      <MessageBar intent="warning">
        <MessageBarBody>
          {t(serviceWindow.closesAt ? 'conversation.cloudWindow.closed' : 'conversation.cloudWindow.neverOpened')}
        </MessageBarBody>
      </MessageBar>
      <Button
        appearance="primary"
        disabled={ticket.status !== 'open' || ticket.whatsappId === null}
        onClick={() => setPicking(true)}
        data-testid="template-open"
      >
        {t('conversation.cloudWindow.chooseTemplate')}
      </Button>
      {picking && ticket.whatsappId !== null ? (
        <TemplatePicker
          connectionId={ticket.whatsappId}
          busy={busy}
          onSend={(choice) => void send(choice)}
          onCancel={() => setPicking(false)}
        />
      ) : null}
    </div>
  );
}

import type { TicketUpdateBody } from '@balcao/shared';
import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogTitle,
  Field,
  makeStyles,
  Select,
  tokens,
} from '@fluentui/react-components';
import { AppDialogSurface } from '../../../components/focus/AppDialogSurface.tsx';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

const useStyles = makeStyles({
  fields: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
});

type Option = { id: number; name: string };

export type TransferChoice = { userId: number | null; queueId: number | null; whatsappId: number | null };

/** A queue without a user puts the ticket back in the queue's waiting list (pending, no user). */
export function transferBody({ userId, queueId, whatsappId }: TransferChoice): TicketUpdateBody {
  const body: TicketUpdateBody = { queueId };
  if (userId !== null) {
    body.userId = userId;
  } else {
    body.status = 'pending';
    body.userId = null;
  }
  if (whatsappId !== null) {
    body.whatsappId = whatsappId;
  }
  return body;
}

export type TransferModalProps = {
  users: Option[];
  queues: Option[];
  connections: Option[];
  initial: TransferChoice;
  busy: boolean;
  onSubmit: (choice: TransferChoice) => void;
  onCancel: () => void;
};

const toId = (value: string): number | null => (value === '' ? null : Number(value));

export function TransferModal({ users, queues, connections, initial, busy, onSubmit, onCancel }: TransferModalProps) {
  const styles = useStyles();
  const { t } = useTranslation();
  const [choice, setChoice] = useState<TransferChoice>({ ...initial, userId: null });
  const [queueMissing, setQueueMissing] = useState(false);

  const submit = () => {
    if (choice.queueId === null) {
      setQueueMissing(true);
      return;
    }
    onSubmit(choice);
  };

  const select = (label: string, value: number | null, options: Option[], onChange: (id: number | null) => void, error?: string) => (
    <Field label={label} validationMessage={error} validationState={error ? 'error' : 'none'}>
      <Select value={value === null ? '' : String(value)} onChange={(_event, data) => onChange(toId(data.value))}>
        <option value="">{t('conversation.transfer.none')}</option>
        {options.map((option) => (
          <option key={option.id} value={option.id}>
            {option.name}
          </option>
        ))}
      </Select>
    </Field>
  );

  return (
    <Dialog open onOpenChange={(_event, data) => !data.open && onCancel()}>
      <AppDialogSurface aria-label={t('conversation.transfer.title')}>
        <DialogBody>
          <DialogTitle>{t('conversation.transfer.title')}</DialogTitle>
          <DialogContent className={styles.fields}>
            {select(t('conversation.transfer.user'), choice.userId, users, (userId) => setChoice((current) => ({ ...current, userId })))}
            {select(
              t('conversation.transfer.queue'),
              choice.queueId,
              queues,
              (queueId) => {
                setQueueMissing(false);
                setChoice((current) => ({ ...current, queueId }));
              },
              queueMissing ? t('conversation.transfer.queueRequired') : undefined,
            )}
            {select(t('conversation.transfer.connection'), choice.whatsappId, connections, (whatsappId) =>
              setChoice((current) => ({ ...current, whatsappId })),
            )}
          </DialogContent>
          <DialogActions>
            <Button appearance="secondary" onClick={onCancel} disabled={busy}>
              {t('common.cancel')}
            </Button>
            <Button appearance="primary" onClick={submit} disabled={busy}>
              {t('conversation.transfer.submit')}
            </Button>
          </DialogActions>
        </DialogBody>
      </AppDialogSurface>
    </Dialog>
  );
}

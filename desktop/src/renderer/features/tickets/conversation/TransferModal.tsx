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

/** A colleague of any queue, with the queues they work (shown beside the name, and the only ones offered once chosen). */
export type TransferUser = Option & { queues: Option[] };

/** The label of a colleague in the picker: the name, then the queues they work. */
export function colleagueLabel({ name, queues }: TransferUser): string {
  return queues.length > 0 ? `${name} (${queues.map((queue) => queue.name).join(', ')})` : name;
}

/**
 * The queue once a colleague is chosen: the one already chosen or the ticket's when they work it,
 * else their only queue, else none (they work several: the user chooses).
 */
export function queueForColleague(user: TransferUser | undefined, chosen: number | null, ticketQueueId: number | null): number | null {
  if (!user || user.queues.length === 0) {
    return chosen;
  }
  const theirs = user.queues.map((queue) => queue.id);
  for (const candidate of [chosen, ticketQueueId]) {
    if (candidate !== null && theirs.includes(candidate)) {
      return candidate;
    }
  }
  return theirs.length === 1 ? (theirs[0] ?? null) : null;
}

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
  users: TransferUser[];
  queues: Option[];
  connections: Option[];
  initial: TransferChoice;
  /** The ticket's queue now: kept when the chosen colleague works it. */
  ticketQueueId: number | null;
  busy: boolean;
  onSubmit: (choice: TransferChoice) => void;
  onCancel: () => void;
};

const toId = (value: string): number | null => (value === '' ? null : Number(value));

export function TransferModal({ users, queues, connections, initial, ticketQueueId, busy, onSubmit, onCancel }: TransferModalProps) {
  const styles = useStyles();
  const { t } = useTranslation();
  const [choice, setChoice] = useState<TransferChoice>({ ...initial, userId: null });
  const [queueMissing, setQueueMissing] = useState(false);
  const colleague = users.find((user) => user.id === choice.userId);
  const queueOptions = colleague && colleague.queues.length > 0 ? colleague.queues : queues;

  const submit = () => {
    if (choice.queueId === null) {
      setQueueMissing(true);
      return;
    }
    onSubmit(choice);
  };

  const queueError = !queueMissing
    ? undefined
    : colleague && colleague.queues.length > 1
      ? t('conversation.transfer.userQueueRequired', { name: colleague.name })
      : t('conversation.transfer.queueRequired');

  const select = (
    label: string,
    value: number | null,
    options: Option[],
    onChange: (id: number | null) => void,
    error?: string,
    labelOf: (option: Option) => string = (option) => option.name,
  ) => (
    <Field label={label} validationMessage={error} validationState={error ? 'error' : 'none'}>
      <Select value={value === null ? '' : String(value)} onChange={(_event, data) => onChange(toId(data.value))}>
        <option value="">{t('conversation.transfer.none')}</option>
        {options.map((option) => (
          <option key={option.id} value={option.id}>
            {labelOf(option)}
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
            {select(
              t('conversation.transfer.user'),
              choice.userId,
              users,
              (userId) => {
                setQueueMissing(false);
                setChoice((current) => ({
                  ...current,
                  userId,
                  queueId: queueForColleague(
                    users.find((user) => user.id === userId),
                    current.queueId,
                    ticketQueueId,
                  ),
                }));
              },
              undefined,
              (option) => colleagueLabel(option as TransferUser),
            )}
            {select(
              t('conversation.transfer.queue'),
              choice.queueId,
              queueOptions,
              (queueId) => {
                setQueueMissing(false);
                setChoice((current) => ({ ...current, queueId }));
              },
              queueError,
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

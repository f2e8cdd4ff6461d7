import type { ContactRecord } from '@balcao/shared';
import {
  Button,
  Combobox,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogTitle,
  Field,
  makeStyles,
  MessageBar,
  MessageBarBody,
  Option,
  Select,
  tokens,
} from '@fluentui/react-components';
import { AppDialogSurface } from '../../../components/focus/AppDialogSurface.tsx';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

const useStyles = makeStyles({
  surface: { maxWidth: '480px', width: '100%' },
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
});

export type Choice = { id: number; name: string };

export type NewTicketForm = { contact: ContactRecord | null; queueId: number | null; whatsappId: number | null };

export type NewTicketModalProps = {
  form: NewTicketForm;
  search: string;
  contacts: ContactRecord[];
  searching: boolean;
  queues: Choice[];
  connections: Choice[];
  queueRequired: boolean;
  queueMissing: boolean;
  /** ERR_OTHER_OPEN_TICKET (or another failure) as a sentence. */
  problem: string | null;
  saving: boolean;
  /** Typing in the contact field (forgets the contact picked before). */
  onSearch: (text: string) => void;
  onPick: (contact: ContactRecord) => void;
  onChange: (patch: Partial<NewTicketForm>) => void;
  onSave: () => void;
  onClose: () => void;
};

/** Contact (searched from 3 characters), queue and connection of a ticket the attendant opens. */
export function NewTicketModal(props: NewTicketModalProps) {
  const styles = useStyles();
  const { t } = useTranslation();
  const { form } = props;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    props.onSave();
  };
  return (
    <Dialog open onOpenChange={(_event, data) => !data.open && props.onClose()}>
      <AppDialogSurface className={styles.surface} data-testid="new-ticket-modal">
        <form onSubmit={submit} noValidate>
          <DialogBody>
            <DialogTitle>{t('tickets.newTicket.title')}</DialogTitle>
            <DialogContent className={styles.content}>
              <Field label={t('tickets.newTicket.contact')} hint={t('tickets.newTicket.contactHint')} required>
                <Combobox
                  freeform
                  value={props.search}
                  selectedOptions={form.contact ? [String(form.contact.id)] : []}
                  onChange={(event) => props.onSearch(event.target.value)}
                  onOptionSelect={(_event, data) => {
                    const contact = props.contacts.find(({ id }) => String(id) === data.optionValue);
                    if (contact) {
                      props.onPick(contact);
                    }
                  }}
                  data-testid="new-ticket-contact"
                >
                  {props.contacts.map((contact) => (
                    <Option key={contact.id} value={String(contact.id)} text={contact.name}>
                      {`${contact.name} (${contact.number})`}
                    </Option>
                  ))}
                  {props.contacts.length === 0 && props.search.trim().length >= 3 && !props.searching && (
                    <Option value="" disabled text="">
                      {t('tickets.newTicket.noContacts')}
                    </Option>
                  )}
                </Combobox>
              </Field>
              <Field
                label={t('tickets.newTicket.queue')}
                required={props.queueRequired}
                validationMessage={props.queueMissing ? t('tickets.newTicket.queueRequired') : undefined}
              >
                <Select
                  value={form.queueId === null ? '' : String(form.queueId)}
                  onChange={(_event, data) => props.onChange({ queueId: data.value === '' ? null : Number(data.value) })}
                  data-testid="new-ticket-queue"
                >
                  <option value="">{t('tickets.newTicket.none')}</option>
                  {props.queues.map((queue) => (
                    <option key={queue.id} value={queue.id}>
                      {queue.name}
                    </option>
                  ))}
                </Select>
              </Field>
              <Field label={t('tickets.newTicket.connection')}>
                <Select
                  value={form.whatsappId === null ? '' : String(form.whatsappId)}
                  onChange={(_event, data) => props.onChange({ whatsappId: data.value === '' ? null : Number(data.value) })}
                  data-testid="new-ticket-connection"
                >
                  <option value="">{t('tickets.newTicket.defaultConnection')}</option>
                  {props.connections.map((connection) => (
                    <option key={connection.id} value={connection.id}>
                      {connection.name}
                    </option>
                  ))}
                </Select>
              </Field>
              {props.problem && (
                <MessageBar intent="error" data-testid="new-ticket-problem">
                  <MessageBarBody>{props.problem}</MessageBarBody>
                </MessageBar>
              )}
            </DialogContent>
            <DialogActions>
              <Button appearance="secondary" onClick={props.onClose}>
                {t('tickets.newTicket.cancel')}
              </Button>
              <Button appearance="primary" type="submit" disabled={props.saving || form.contact === null} data-testid="new-ticket-save">
                {t('tickets.newTicket.save')}
              </Button>
            </DialogActions>
          </DialogBody>
        </form>
      </AppDialogSurface>
    </Dialog>
  );
}

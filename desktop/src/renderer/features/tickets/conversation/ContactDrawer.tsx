import { TICKET_DRAWER_WIDTH, type ContactRecord, type TicketNoteRecord, type TicketRecord } from '@balcao/shared';
import { Button, makeStyles, mergeClasses, Text, tokens } from '@fluentui/react-components';
import { Dismiss20Regular } from '@fluentui/react-icons';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/ConfirmDialog.tsx';
import { ContactPrivacyActions } from '../../contacts/ContactPrivacyActions.tsx';
import { showToast, toastError } from '../../../components/toast.tsx';
import { ContactDetails } from './ContactDetails.tsx';
import { ContactForm } from './ContactForm.tsx';
import type { ContactDraft } from './contactForm.ts';
import { addNote, deleteNote, getContact, listNotes, updateContact } from './conversationApi.ts';
import { applyNoteEvent, onTicketNote } from './conversationEvents.ts';
import { TicketNotes } from './TicketNotes.tsx';

const useStyles = makeStyles({
  root: {
    width: `${TICKET_DRAWER_WIDTH}px`,
    flexShrink: 0,
    display: 'flex',
    flexDirection: 'column',
    borderLeft: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    backgroundColor: tokens.colorNeutralBackground1,
    overflowY: 'auto',
  },
  // Narrow windows: the drawer floats over the conversation instead of narrowing it.
  overlay: {
    position: 'absolute',
    top: 0,
    right: 0,
    bottom: 0,
    zIndex: 1,
    maxWidth: '100%',
    boxShadow: tokens.shadow28,
  },
  header: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
  body: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, padding: tokens.spacingHorizontalM },
});

/** The contact as the ticket knows it, until GET /contacts/{id} answers with email and extra info. */
function fromTicket(ticket: TicketRecord): ContactRecord {
  const { contact } = ticket;
  return {
    id: contact.id,
    uuid: '',
    name: contact.name,
    number: contact.number,
    whatsappId: null,
    whatsapp: null,
    email: contact.email ?? '',
    profilePicUrl: contact.profilePicUrl,
    isGroup: ticket.isGroup,
    extraInfo: [],
    createdAt: ticket.createdAt,
    updatedAt: ticket.updatedAt,
  };
}

/** The 320-wide right drawer: contact details and edit form, extra information and the ticket's notes. */
export function ContactDrawer({ ticket, overlay = false, onClose }: { ticket: TicketRecord; overlay?: boolean; onClose: () => void }) {
  const styles = useStyles();
  const { t } = useTranslation();
  const [contact, setContact] = useState<ContactRecord>(() => fromTicket(ticket));
  const [editing, setEditing] = useState(false);
  const [saving, setSaving] = useState(false);
  const [notes, setNotes] = useState<TicketNoteRecord[]>([]);
  const [notesBusy, setNotesBusy] = useState(false);
  const [deleting, setDeleting] = useState<TicketNoteRecord | null>(null);

  useEffect(() => {
    let current = true;
    getContact(ticket.contactId)
      .then((record) => current && setContact(record))
      .catch(() => undefined);
    listNotes(ticket.id, ticket.contactId)
      .then((records) => current && setNotes(records))
      .catch(toastError);
    // Colleagues' notes appear (and deleted ones go) while the drawer is open.
    const stopListening = onTicketNote((event) => setNotes((shown) => applyNoteEvent(shown, ticket.id, event)));
    return () => {
      current = false;
      stopListening();
    };
  }, [ticket.id, ticket.contactId]);

  const save = (draft: ContactDraft) => {
    setSaving(true);
    updateContact(contact.id, draft)
      .then((record) => {
        setContact(record);
        setEditing(false);
        showToast(t('conversation.drawer.saved'), 'success');
      })
      .catch(toastError)
      .finally(() => setSaving(false));
  };

  const add = async (note: string): Promise<boolean> => {
    setNotesBusy(true);
    try {
      const record = await addNote(ticket.id, ticket.contactId, note);
      setNotes((current) => applyNoteEvent(current, ticket.id, { action: 'create', note: record }));
      showToast(t('conversation.notes.added'), 'success');
      return true;
    } catch (error) {
      toastError(error);
      return false;
    } finally {
      setNotesBusy(false);
    }
  };

  const confirmDelete = () => {
    const note = deleting;
    if (!note) {
      return;
    }
    setNotesBusy(true);
    deleteNote(note.id)
      .then(() => {
        setNotes((current) => current.filter(({ id }) => id !== note.id));
        showToast(t('conversation.notes.deleted'), 'success');
      })
      .catch(toastError)
      .finally(() => {
        setNotesBusy(false);
        setDeleting(null);
      });
  };

  return (
    <aside
      className={mergeClasses(styles.root, overlay && styles.overlay)}
      aria-label={t('conversation.drawer.title')}
      data-testid="ticket-drawer"
    >
      <div className={styles.header}>
        <Text weight="semibold">{t('conversation.drawer.title')}</Text>
        <Button appearance="subtle" icon={<Dismiss20Regular />} aria-label={t('conversation.drawer.close')} onClick={onClose} />
      </div>
      <div className={styles.body}>
        {editing ? (
          <ContactForm
            initial={{
              name: contact.name,
              number: contact.number,
              email: contact.email,
              extraInfo: contact.extraInfo.map(({ id, name, value }) => ({ id, name, value })),
            }}
            busy={saving}
            onSave={save}
            onCancel={() => setEditing(false)}
          />
        ) : (
          <ContactDetails {...contact} onEdit={() => setEditing(true)} />
        )}
        <div>
          <ContactPrivacyActions
            contact={contact}
            onErased={() => {
              getContact(contact.id).then(setContact).catch(toastError);
              setNotes([]);
            }}
          />
        </div>
        <TicketNotes notes={notes} busy={notesBusy} onAdd={add} onDelete={setDeleting} />
      </div>
      <ConfirmDialog
        open={deleting !== null}
        title={t('conversation.notes.deleteTitle')}
        body={t('conversation.notes.deleteBody')}
        busy={notesBusy}
        testId="note-delete-confirm"
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      />
    </aside>
  );
}

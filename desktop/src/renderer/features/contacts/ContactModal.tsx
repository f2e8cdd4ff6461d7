import { contactBody } from '@balcao/shared';
import { Spinner } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { checkWith, RecordDialog, useRecordDialog } from '../../components/list/index.ts';
import { ContactFields } from '../tickets/conversation/ContactFields.tsx';
import { contactToSave, validateContact, type ContactDraft } from '../tickets/conversation/contactForm.ts';
import { getContact, saveContact } from './contactsApi.ts';

function emptyContact(): ContactDraft {
  return { name: '', number: '', email: '', extraInfo: [] };
}

/** The spec's messages for the drawer's rules first, then the server's own schema (digits, lengths). */
function validate(draft: ContactDraft) {
  const errors = validateContact(draft);
  return Object.keys(errors).length > 0 ? { errors } : checkWith(contactBody, contactToSave(draft));
}

/** Adds or edits a contact: name, number, e-mail and extra information (the conversation drawer's fields). */
export function ContactModal({ contactId, onClose }: { contactId: number | null; onClose: () => void }) {
  const { t } = useTranslation();
  const dialog = useRecordDialog({
    id: contactId,
    initial: emptyContact,
    load: async (id) => {
      const { name, number, email, extraInfo } = await getContact(id);
      return { name, number, email, extraInfo };
    },
    validate,
    save: saveContact,
    savedText: t('contacts.saved'),
    onClose,
  });
  const { editing, form, errors, saving, onChange, onSave } = dialog.props;

  return (
    <RecordDialog
      title={editing ? t('contacts.modal.titleEdit') : t('contacts.modal.titleAdd')}
      testId="contact-modal"
      saveTestId="contact-save"
      saving={saving}
      onSave={onSave}
      onClose={onClose}
    >
      {dialog.loading ? <Spinner aria-label={t('app.loading')} /> : <ContactFields draft={form} errors={errors} onChange={onChange} />}
    </RecordDialog>
  );
}

import { Dialog, DialogBody, DialogContent, DialogSurface, DialogTitle, Spinner } from '@fluentui/react-components';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showToast, toastError } from '../../components/toast.tsx';
import { ContactForm } from '../tickets/conversation/ContactForm.tsx';
import type { ContactDraft } from '../tickets/conversation/contactForm.ts';
import { getContact, saveContact } from './contactsApi.ts';

const EMPTY: ContactDraft = { name: '', number: '', email: '', extraInfo: [] };

/** Adds or edits a contact: name, number, e-mail and extra information (the conversation drawer's form). */
export function ContactModal({ contactId, onClose }: { contactId: number | null; onClose: () => void }) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<ContactDraft | null>(contactId === null ? EMPTY : null);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (contactId === null) {
      return undefined;
    }
    let current = true;
    getContact(contactId)
      .then(({ name, number, email, extraInfo }) => current && setDraft({ name, number, email, extraInfo }))
      .catch((error: unknown) => {
        toastError(error);
        onClose();
      });
    return () => {
      current = false;
    };
  }, [contactId, onClose]);

  const save = (saved: ContactDraft) => {
    setSaving(true);
    saveContact(contactId, saved)
      .then(() => {
        showToast(t('contacts.saved'), 'success');
        onClose();
      })
      .catch(toastError)
      .finally(() => setSaving(false));
  };

  return (
    <Dialog open onOpenChange={(_event, data) => !data.open && onClose()}>
      <DialogSurface data-testid="contact-modal">
        <DialogBody>
          <DialogTitle>{contactId === null ? t('contacts.modal.titleAdd') : t('contacts.modal.titleEdit')}</DialogTitle>
          <DialogContent>
            {draft ? (
              <ContactForm initial={draft} busy={saving} onSave={save} onCancel={onClose} />
            ) : (
              <Spinner aria-label={t('app.loading')} />
            )}
          </DialogContent>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}

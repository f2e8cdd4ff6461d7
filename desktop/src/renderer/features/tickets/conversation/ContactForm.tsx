import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ContactFields } from './ContactFields.tsx';
import { contactToSave, validateContact, type ContactDraft, type ContactErrors } from './contactForm.ts';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  buttons: { display: 'flex', justifyContent: 'flex-end', gap: tokens.spacingHorizontalS },
});

export type ContactFormProps = {
  initial: ContactDraft;
  busy: boolean;
  onSave: (draft: ContactDraft) => void;
  onCancel: () => void;
};

/** The conversation drawer's contact form: the contact's fields with Cancel and Save. */
export function ContactForm({ initial, busy, onSave, onCancel }: ContactFormProps) {
  const styles = useStyles();
  const { t } = useTranslation();
  const [draft, setDraft] = useState<ContactDraft>(initial);
  const [errors, setErrors] = useState<ContactErrors>({});

  const submit = () => {
    const found = validateContact(draft);
    setErrors(found);
    if (Object.keys(found).length === 0) {
      onSave(contactToSave(draft));
    }
  };

  return (
    <form
      className={styles.root}
      aria-label={t('conversation.drawer.edit')}
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <ContactFields draft={draft} errors={errors} onChange={(patch) => setDraft((current) => ({ ...current, ...patch }))} />
      <div className={styles.buttons}>
        <Button appearance="secondary" onClick={onCancel} disabled={busy}>
          {t('conversation.drawer.cancel')}
        </Button>
        <Button appearance="primary" type="submit" disabled={busy}>
          {t('conversation.drawer.save')}
        </Button>
      </div>
    </form>
  );
}

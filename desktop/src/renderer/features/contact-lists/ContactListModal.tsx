import { contactListBody } from '@balcao/shared';
import { Field, Input, Spinner } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { checkWith, RecordDialog, useRecordForm } from '../../components/list/index.ts';
import { getContactList, saveContactList } from './contactListsApi.ts';

/** Adds or renames a contact list. */
export function ContactListModal({ contactListId, onClose }: { contactListId: number | null; onClose: () => void }) {
  const { t } = useTranslation();
  const dialog = useRecordForm({
    id: contactListId,
    initial: () => ({ name: '' }),
    load: async (id) => ({ name: (await getContactList(id)).name }),
    validate: (form) => checkWith(contactListBody, form),
    save: saveContactList,
    savedText: t('contactLists.saved'),
    onLoadFailed: onClose,
    onSaved: onClose,
  });
  return (
    <RecordDialog
      title={contactListId === null ? t('contactLists.modal.titleAdd') : t('contactLists.modal.titleEdit')}
      testId="contact-list-modal"
      saveTestId="contact-list-save"
      saving={dialog.saving}
      onSave={() => void dialog.submit()}
      onClose={onClose}
    >
      {dialog.loading ? (
        <Spinner aria-label={t('app.loading')} />
      ) : (
        <Field
          label={t('contactLists.modal.name')}
          validationMessage={dialog.errors.name}
          validationState={dialog.errors.name ? 'error' : 'none'}
        >
          <Input
            value={dialog.form.name}
            onChange={(_event, data) => dialog.change({ name: data.value })}
            data-testid="contact-list-name"
            autoFocus
          />
        </Field>
      )}
    </RecordDialog>
  );
}

import { contactListItemUpdateBody } from '@balcao/shared';
import { Field, Input, Spinner } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { checkWith, RecordDialog, useRecordForm } from '../../components/list/index.ts';
import { getContactListItem, saveContactListItem } from './contactListsApi.ts';

type ItemForm = { name: string; number: string; email: string };
const FIELDS = ['name', 'number', 'email'] as const;

/** Adds a person to a list, or edits one: name, number, e-mail (checked as a contact's are). */
export function ContactListItemModal({
  contactListId,
  itemId,
  onClose,
}: {
  contactListId: number;
  itemId: number | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const dialog = useRecordForm({
    id: itemId,
    initial: (): ItemForm => ({ name: '', number: '', email: '' }),
    load: async (id) => {
      const { name, number, email } = await getContactListItem(id);
      return { name, number, email };
    },
    validate: (form) => checkWith(contactListItemUpdateBody, form),
    save: (id, body) => saveContactListItem(id, { ...body, contactListId }),
    savedText: t('contactLists.items.saved'),
    onLoadFailed: onClose,
    onSaved: onClose,
  });
  return (
    <RecordDialog
      title={itemId === null ? t('contactLists.items.modal.titleAdd') : t('contactLists.items.modal.titleEdit')}
      testId="contact-list-item-modal"
      saveTestId="contact-list-item-save"
      saving={dialog.saving}
      onSave={() => void dialog.submit()}
      onClose={onClose}
    >
      {dialog.loading ? (
        <Spinner aria-label={t('app.loading')} />
      ) : (
        FIELDS.map((field) => (
          <Field
            key={field}
            label={t(`contactLists.items.modal.${field}`)}
            validationMessage={dialog.errors[field]}
            validationState={dialog.errors[field] ? 'error' : 'none'}
          >
            <Input
              value={dialog.form[field]}
              onChange={(_event, data) => dialog.change({ [field]: data.value })}
              data-testid={`contact-list-item-${field}`}
            />
          </Field>
        ))
      )}
    </RecordDialog>
  );
}

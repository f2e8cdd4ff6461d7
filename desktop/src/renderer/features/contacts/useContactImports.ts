import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { showToast, toastError } from '../../components/toast.tsx';
import { useSpreadsheetImport } from '../spreadsheet-import/useSpreadsheetImport.ts';
import { importPhoneContacts, uploadContacts } from './contactsApi.ts';

/** A spreadsheet import (read, sent in slices, its progress and row errors) and the phone import. */
export function useContactImports() {
  const { t } = useTranslation();
  const spreadsheet = useSpreadsheetImport(uploadContacts);

  const importPhone = useCallback(() => {
    importPhoneContacts()
      .then(({ newContacts }) => showToast(t('contacts.import.phoneDone', { count: newContacts.length }), 'success'))
      .catch(toastError);
  }, [t]);

  return { ...spreadsheet, importPhone };
}

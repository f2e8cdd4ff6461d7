import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showToast, toastError } from '../../components/toast.tsx';
import { importPhoneContacts, uploadContacts } from './contactsApi.ts';
import { readSpreadsheet } from './readSpreadsheet.ts';
import { uploadInSlices, type UploadProgress } from './uploadRows.ts';

/** A spreadsheet import (read, sent in slices, its progress and row errors) and the phone import. */
export function useContactImports() {
  const { t } = useTranslation();
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const [running, setRunning] = useState(false);

  const importFile = useCallback(
    async (file: File) => {
      if (!file.name.toLowerCase().endsWith('.xlsx')) {
        showToast(t('contacts.import.onlyXlsx'), 'error');
        return;
      }
      let rows;
      try {
        rows = await readSpreadsheet(file);
      } catch {
        showToast(t('contacts.import.unreadable'), 'error');
        return;
      }
      if (rows.length === 0) {
        showToast(t('contacts.import.noRows'), 'warning');
        return;
      }
      setRunning(true);
      try {
        await uploadInSlices(rows, uploadContacts, setProgress);
      } catch (error) {
        toastError(error);
      } finally {
        setRunning(false);
      }
    },
    [t],
  );

  const importPhone = useCallback(() => {
    importPhoneContacts()
      .then(({ newContacts }) => showToast(t('contacts.import.phoneDone', { count: newContacts.length }), 'success'))
      .catch(toastError);
  }, [t]);

  return { progress, running, importFile, importPhone, closeProgress: () => setProgress(null) };
}

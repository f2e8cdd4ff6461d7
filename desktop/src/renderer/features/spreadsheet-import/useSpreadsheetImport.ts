import type { ContactUploadRow } from '@balcao/shared';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showToast, toastError } from '../../components/toast.tsx';
import { readSpreadsheet } from './readSpreadsheet.ts';
import { uploadInSlices, type SliceAnswer, type UploadProgress } from './uploadRows.ts';

/**
 * A spreadsheet import: the .xlsx read here, its rows sent in slices through `upload`, with the
 * progress and the rows that were refused (for `ImportDialog`).
 */
export function useSpreadsheetImport(upload: (slice: ContactUploadRow[]) => Promise<SliceAnswer>) {
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
        await uploadInSlices(rows, upload, setProgress);
      } catch (error) {
        toastError(error);
      } finally {
        setRunning(false);
      }
    },
    [t, upload],
  );

  return { progress, running, importFile, closeProgress: useCallback(() => setProgress(null), []) };
}

import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogTitle,
  makeStyles,
  ProgressBar,
  Text,
  tokens,
} from '@fluentui/react-components';
import { AppDialogSurface } from '../../components/focus/AppDialogSurface.tsx';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { RowError, UploadProgress } from './uploadRows.ts';

const useStyles = makeStyles({
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  errors: { maxHeight: '240px', overflowY: 'auto', margin: 0, paddingLeft: tokens.spacingHorizontalL },
});

const FIELD_LABELS = { name: 'contacts.columns.name', number: 'contacts.columns.number', email: 'contacts.columns.email' } as const;

function reasonOf(error: RowError, t: TFunction): string {
  if (error.error === 'ERR_DUPLICATED_CONTACT') {
    return t('contacts.import.duplicated');
  }
  const fields = (error.fields ?? []).map(({ path }) => (path in FIELD_LABELS ? t(FIELD_LABELS[path as keyof typeof FIELD_LABELS]) : path));
  return t('contacts.import.invalid', { fields: [...new Set(fields)].join(', ') });
}

/** The spreadsheet import under way: a progress bar, then how many were created and each row that was not. */
export function ImportDialog({ progress, running, onClose }: { progress: UploadProgress; running: boolean; onClose: () => void }) {
  const styles = useStyles();
  const { t } = useTranslation();
  return (
    <Dialog open modalType="alert">
      <AppDialogSurface data-testid="contacts-import-dialog">
        <DialogBody>
          <DialogTitle>{t('contacts.import.title')}</DialogTitle>
          <DialogContent className={styles.content}>
            <ProgressBar value={progress.total === 0 ? 0 : progress.done / progress.total} data-testid="contacts-import-progress" />
            <Text>{t('contacts.import.progress', { done: progress.done, total: progress.total })}</Text>
            {!running && <Text data-testid="contacts-import-created">{t('contacts.import.summary', { count: progress.created })}</Text>}
            {progress.errors.length > 0 && (
              <>
                <Text weight="semibold">{t('contacts.import.errors', { count: progress.errors.length })}</Text>
                <ul className={styles.errors} data-testid="contacts-import-errors">
                  {progress.errors.map((error) => (
                    <li key={error.line}>
                      {`${t('contacts.import.row', { line: error.line })}: ${[error.name, error.number].filter(Boolean).join(' · ')} — ${reasonOf(error, t)}`}
                    </li>
                  ))}
                </ul>
              </>
            )}
          </DialogContent>
          <DialogActions>
            <Button appearance="primary" onClick={onClose} disabled={running} data-testid="contacts-import-close">
              {t('contacts.import.close')}
            </Button>
          </DialogActions>
        </DialogBody>
      </AppDialogSurface>
    </Dialog>
  );
}

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

function reasonOf(error: RowError, t: TFunction, duplicated: string): string {
  if (error.error === 'ERR_DUPLICATED_CONTACT') {
    return duplicated;
  }
  const fields = (error.fields ?? []).map(({ path }) => (path in FIELD_LABELS ? t(FIELD_LABELS[path as keyof typeof FIELD_LABELS]) : path));
  return t('contacts.import.invalid', { fields: [...new Set(fields)].join(', ') });
}

export type ImportDialogProps = {
  progress: UploadProgress;
  running: boolean;
  onClose: () => void;
  /** Defaults to the contacts' import: its title, why a repeated number was refused, and its test ids' prefix. */
  title?: string;
  duplicated?: string;
  testIdPrefix?: string;
};

/** The spreadsheet import under way: a progress bar, then how many were created and each row that was not. */
export function ImportDialog({ progress, running, onClose, title, duplicated, testIdPrefix = 'contacts-import' }: ImportDialogProps) {
  const styles = useStyles();
  const { t } = useTranslation();
  const id = (part: string) => `${testIdPrefix}-${part}`;
  return (
    <Dialog open modalType="alert">
      <AppDialogSurface data-testid={id('dialog')}>
        <DialogBody>
          <DialogTitle>{title ?? t('contacts.import.title')}</DialogTitle>
          <DialogContent className={styles.content}>
            <ProgressBar value={progress.total === 0 ? 0 : progress.done / progress.total} data-testid={id('progress')} />
            <Text>{t('contacts.import.progress', { done: progress.done, total: progress.total })}</Text>
            {!running && <Text data-testid={id('created')}>{t('contacts.import.summary', { count: progress.created })}</Text>}
            {progress.errors.length > 0 && (
              <>
                <Text weight="semibold">{t('contacts.import.errors', { count: progress.errors.length })}</Text>
                <ul className={styles.errors} data-testid={id('errors')}>
                  {progress.errors.map((error) => (
                    <li key={error.line}>
                      {`${t('contacts.import.row', { line: error.line })}: ${[error.name, error.number].filter(Boolean).join(' · ')} — ${reasonOf(error, t, duplicated ?? t('contacts.import.duplicated'))}`}
                    </li>
                  ))}
                </ul>
              </>
            )}
          </DialogContent>
          <DialogActions>
            <Button appearance="primary" onClick={onClose} disabled={running} data-testid={id('close')}>
              {t('contacts.import.close')}
            </Button>
          </DialogActions>
        </DialogBody>
      </AppDialogSurface>
    </Dialog>
  );
}

import { Button, Dialog, DialogActions, DialogBody, DialogContent, DialogTitle } from '@fluentui/react-components';
import { AppDialogSurface } from './focus/AppDialogSurface.tsx';
import { useTranslation } from 'react-i18next';

export type ConfirmDialogProps = {
  open: boolean;
  title: string;
  body: string;
  busy?: boolean;
  testId?: string;
  /** The confirm button's label when "Confirm" says too little (what the action does). */
  confirmLabel?: string;
  onConfirm: () => void;
  onCancel: () => void;
};

/** Asks before something that cannot be undone (deletes). */
export function ConfirmDialog({
  open,
  title,
  body,
  busy = false,
  testId = 'confirm-dialog',
  confirmLabel,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} modalType="alert" onOpenChange={(_event, data) => !data.open && onCancel()}>
      <AppDialogSurface data-testid={testId}>
        <DialogBody>
          <DialogTitle>{title}</DialogTitle>
          <DialogContent>{body}</DialogContent>
          <DialogActions>
            <Button appearance="secondary" onClick={onCancel} disabled={busy}>
              {t('common.cancel')}
            </Button>
            <Button appearance="primary" onClick={onConfirm} disabled={busy} data-testid={`${testId}-confirm`}>
              {confirmLabel ?? t('common.confirm')}
            </Button>
          </DialogActions>
        </DialogBody>
      </AppDialogSurface>
    </Dialog>
  );
}

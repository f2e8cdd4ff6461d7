import { Dialog, DialogBody, DialogContent, DialogTitle } from '@fluentui/react-components';
import { AppDialogSurface } from './focus/AppDialogSurface.tsx';
import { useTranslation } from 'react-i18next';
import { useUiStore } from '../state/ui.ts';

/** Blocks the page while it clears the session and reloads (another sign-in of this user). */
export function AccountElsewhereDialog() {
  const { t } = useTranslation();
  const open = useUiStore((state) => state.accountElsewhere);
  return (
    <Dialog open={open} modalType="alert">
      <AppDialogSurface data-testid="account-elsewhere" role="alertdialog">
        <DialogBody>
          <DialogTitle>{t('auth.accountElsewhereTitle')}</DialogTitle>
          <DialogContent>{t('auth.accountElsewhere')}</DialogContent>
        </DialogBody>
      </AppDialogSurface>
    </Dialog>
  );
}

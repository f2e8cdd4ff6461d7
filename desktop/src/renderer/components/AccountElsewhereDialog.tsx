import { Dialog, DialogBody, DialogContent, DialogSurface, DialogTitle } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { useUiStore } from '../state/ui.ts';

/** Blocks the page while it clears the session and reloads (another sign-in of this user). */
export function AccountElsewhereDialog() {
  const { t } = useTranslation();
  const open = useUiStore((state) => state.accountElsewhere);
  return (
    <Dialog open={open} modalType="alert">
      <DialogSurface data-testid="account-elsewhere" role="alertdialog">
        <DialogBody>
          <DialogTitle>{t('auth.accountElsewhereTitle')}</DialogTitle>
          <DialogContent>{t('auth.accountElsewhere')}</DialogContent>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}

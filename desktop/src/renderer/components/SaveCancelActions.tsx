import { Button, DialogActions } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';

/** The Cancel / Save footer of the form dialogs; Save submits the surrounding form. */
export function SaveCancelActions({ saving, onCancel, saveTestId }: { saving: boolean; onCancel: () => void; saveTestId: string }) {
  const { t } = useTranslation();
  return (
    <DialogActions>
      <Button appearance="secondary" onClick={onCancel} disabled={saving}>
        {t('common.cancel')}
      </Button>
      <Button appearance="primary" type="submit" disabled={saving} data-testid={saveTestId}>
        {t(saving ? 'common.saving' : 'common.save')}
      </Button>
    </DialogActions>
  );
}

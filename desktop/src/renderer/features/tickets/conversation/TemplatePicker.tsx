import { Button, Dialog, DialogActions, DialogBody, DialogContent, DialogTitle, makeStyles, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AppDialogSurface } from '../../../components/focus/AppDialogSurface.tsx';
import { TemplateField, type TemplateValue } from '../../../components/TemplateField.tsx';

const useStyles = makeStyles({
  fields: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
});

export type TemplateChoice = TemplateValue;

export type TemplatePickerProps = {
  connectionId: number;
  busy: boolean;
  onSend: (choice: TemplateChoice) => void;
  onCancel: () => void;
};

/** The approved templates of the ticket's Cloud API connection, one chosen with its parameters filled (message variables allowed). */
export function TemplatePicker({ connectionId, busy, onSend, onCancel }: TemplatePickerProps) {
  const styles = useStyles();
  const { t } = useTranslation();
  const [choice, setChoice] = useState<TemplateChoice | null>(null);

  return (
    <Dialog open onOpenChange={(_event, data) => !data.open && onCancel()}>
      <AppDialogSurface aria-label={t('conversation.cloudWindow.pickerTitle')} data-testid="template-picker">
        <DialogBody>
          <DialogTitle>{t('conversation.cloudWindow.pickerTitle')}</DialogTitle>
          <DialogContent className={styles.fields}>
            <TemplateField connectionId={connectionId} value={choice} onChange={setChoice} testId="template" />
          </DialogContent>
          <DialogActions>
            <Button appearance="secondary" onClick={onCancel} disabled={busy}>
              {t('common.cancel')}
            </Button>
            <Button
              appearance="primary"
              disabled={busy || !choice || choice.parameters.some((value) => value.trim() === '')}
              onClick={() => choice && onSend(choice)}
              data-testid="template-send"
            >
              {t('conversation.cloudWindow.send')}
            </Button>
          </DialogActions>
        </DialogBody>
      </AppDialogSurface>
    </Dialog>
  );
}

import { Dialog, DialogBody, DialogContent, DialogTitle, makeStyles, tokens } from '@fluentui/react-components';
import { AppDialogSurface } from '../focus/AppDialogSurface.tsx';
import type { FormEvent, ReactNode } from 'react';
import { SaveCancelActions } from '../SaveCancelActions.tsx';

const useStyles = makeStyles({
  surface: { width: '100%', boxSizing: 'border-box' },
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
});

export type RecordDialogProps = {
  title: string;
  /** Test ids of the surface and of its Save button. */
  testId: string;
  saveTestId: string;
  saving: boolean;
  onSave: () => void;
  onClose: () => void;
  /** Widest the dialog gets (it narrows with the window). */
  maxWidth?: number;
  /** The form's fields. */
  children: ReactNode;
};

/** The frame of every record form: a modal dialog whose form submits on Enter and Save, with Cancel beside. */
export function RecordDialog({ title, testId, saveTestId, saving, onSave, onClose, maxWidth = 560, children }: RecordDialogProps) {
  const styles = useStyles();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSave();
  };
  return (
    <Dialog open onOpenChange={(_event, data) => !data.open && onClose()}>
      <AppDialogSurface className={styles.surface} style={{ maxWidth: `${maxWidth}px` }} data-testid={testId}>
        <form onSubmit={submit} noValidate>
          <DialogBody>
            <DialogTitle>{title}</DialogTitle>
            <DialogContent className={styles.content}>{children}</DialogContent>
            <SaveCancelActions saving={saving} onCancel={onClose} saveTestId={saveTestId} />
          </DialogBody>
        </form>
      </AppDialogSurface>
    </Dialog>
  );
}

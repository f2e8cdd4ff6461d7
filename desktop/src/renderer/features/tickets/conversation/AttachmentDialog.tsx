import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogTitle,
  Field,
  makeStyles,
  Text,
  Textarea,
  tokens,
} from '@fluentui/react-components';
import { AppDialogSurface } from '../../../components/focus/AppDialogSurface.tsx';
import { Dismiss16Regular, DocumentRegular } from '@fluentui/react-icons';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';

const useStyles = makeStyles({
  files: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM, marginBottom: tokens.spacingVerticalM },
  file: { display: 'flex', flexDirection: 'column', alignItems: 'center', gap: tokens.spacingVerticalXS, width: '120px' },
  thumb: { width: '120px', height: '90px', objectFit: 'cover', borderRadius: tokens.borderRadiusMedium },
  name: { maxWidth: '120px', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
});

function FilePreview({ file, onRemove }: { file: File; onRemove: () => void }) {
  const styles = useStyles();
  const { t } = useTranslation();
  const url = useMemo(() => (file.type.startsWith('image/') ? URL.createObjectURL(file) : null), [file]);
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url]);
  return (
    <div className={styles.file}>
      {url ? <img src={url} alt={file.name} className={styles.thumb} /> : <DocumentRegular fontSize={48} />}
      <Text size={200} className={styles.name} title={file.name}>
        {file.name}
      </Text>
      <Button
        size="small"
        appearance="subtle"
        icon={<Dismiss16Regular />}
        aria-label={t('conversation.input.removeFile', { name: file.name })}
        onClick={onRemove}
      />
    </div>
  );
}

export type AttachmentDialogProps = {
  files: File[];
  /** A quick reply with a file brings its text as the caption. */
  initialCaption?: string;
  onRemove: (index: number) => void;
  onSend: (caption: string) => void;
  onCancel: () => void;
};

/** The chosen files with a preview and one caption, before they are sent. */
export function AttachmentDialog({ files, initialCaption = '', onRemove, onSend, onCancel }: AttachmentDialogProps) {
  const styles = useStyles();
  const { t } = useTranslation();
  const [caption, setCaption] = useState(initialCaption);
  return (
    <Dialog open={files.length > 0} onOpenChange={(_event, data) => !data.open && onCancel()}>
      <AppDialogSurface aria-label={t('conversation.input.attachTitle')}>
        <DialogBody>
          <DialogTitle>{t('conversation.input.attachTitle')}</DialogTitle>
          <DialogContent>
            <div className={styles.files}>
              {files.map((file, index) => (
                <FilePreview key={`${file.name}-${index}`} file={file} onRemove={() => onRemove(index)} />
              ))}
            </div>
            <Field label={t('conversation.input.caption')}>
              <Textarea value={caption} onChange={(_event, data) => setCaption(data.value)} resize="vertical" />
            </Field>
          </DialogContent>
          <DialogActions>
            <Button appearance="secondary" onClick={onCancel}>
              {t('conversation.input.cancel')}
            </Button>
            <Button appearance="primary" onClick={() => onSend(caption)}>
              {t('conversation.input.send')}
            </Button>
          </DialogActions>
        </DialogBody>
      </AppDialogSurface>
    </Dialog>
  );
}

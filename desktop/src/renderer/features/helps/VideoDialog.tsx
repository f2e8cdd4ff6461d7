import { Button, Dialog, DialogActions, DialogBody, DialogContent, DialogTitle, makeStyles } from '@fluentui/react-components';
import { Dismiss20Regular } from '@fluentui/react-icons';
import { helpVideoEmbedUrl, type HelpRecord } from '@balcao/shared';
import { useTranslation } from 'react-i18next';
import { AppDialogSurface } from '../../components/focus/AppDialogSurface.tsx';

const useStyles = makeStyles({
  surface: { maxWidth: '900px', width: '90vw' },
  video: { width: '100%', aspectRatio: '16 / 9', border: 'none' },
});

/**
 * The chosen video, played from its code; Escape or Close ends it. The title's close button comes
 * before the player so the dialog's first focus lands on it: a focused player frame would take every
 * key, Escape included, away from the dialog.
 */
export function VideoDialog({ help, onClose }: { help: HelpRecord; onClose: () => void }) {
  const styles = useStyles();
  const { t } = useTranslation();
  return (
    <Dialog open onOpenChange={(_event, data) => !data.open && onClose()}>
      <AppDialogSurface className={styles.surface} data-testid="help-video-dialog">
        <DialogBody>
          <DialogTitle
            action={
              <Button
                appearance="subtle"
                icon={<Dismiss20Regular />}
                aria-label={t('helps.close')}
                onClick={onClose}
                data-testid="help-video-dismiss"
              />
            }
          >
            {help.title}
          </DialogTitle>
          <DialogContent>
            <iframe
              className={styles.video}
              src={helpVideoEmbedUrl(help.video)}
              title={help.title}
              allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
              allowFullScreen
              referrerPolicy="strict-origin-when-cross-origin"
              data-testid="help-video"
            />
          </DialogContent>
          <DialogActions>
            <Button appearance="secondary" onClick={onClose} data-testid="help-video-close">
              {t('helps.close')}
            </Button>
          </DialogActions>
        </DialogBody>
      </AppDialogSurface>
    </Dialog>
  );
}

import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  makeStyles,
} from '@fluentui/react-components';
import type { HelpRecord } from '@balcao/shared';
import { useTranslation } from 'react-i18next';

const useStyles = makeStyles({
  surface: { maxWidth: '900px', width: '90vw' },
  video: { width: '100%', aspectRatio: '16 / 9', border: 'none' },
});

/** The chosen video, played from its code; Escape or Close ends it. */
export function VideoDialog({ help, onClose }: { help: HelpRecord; onClose: () => void }) {
  const styles = useStyles();
  const { t } = useTranslation();
  return (
    <Dialog open onOpenChange={(_event, data) => !data.open && onClose()}>
      <DialogSurface className={styles.surface} data-testid="help-video-dialog">
        <DialogBody>
          <DialogTitle>{help.title}</DialogTitle>
          <DialogContent>
            <iframe
              className={styles.video}
              src={`https://www.youtube.com/embed/${encodeURIComponent(help.video)}?autoplay=1`}
              title={help.title}
              allow="autoplay; encrypted-media; picture-in-picture"
              allowFullScreen
              data-testid="help-video"
            />
          </DialogContent>
          <DialogActions>
            <Button appearance="secondary" onClick={onClose} data-testid="help-video-close">
              {t('helps.close')}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}

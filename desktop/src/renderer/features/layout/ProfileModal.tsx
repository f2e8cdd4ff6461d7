import type { SessionUser } from '@balcao/shared';
import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Field,
  Input,
  makeStyles,
  Text,
  tokens,
} from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';

const useStyles = makeStyles({
  content: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
  },
  note: {
    color: tokens.colorNeutralForeground3,
  },
});

type Props = {
  user: SessionUser;
  open: boolean;
  onClose: () => void;
};

/** The own-user modal: name and email for now; editing lands with the users issue. */
export function ProfileModal({ user, open, onClose }: Props) {
  const styles = useStyles();
  const { t } = useTranslation();
  return (
    <Dialog open={open} onOpenChange={(_event, data) => (data.open ? undefined : onClose())}>
      <DialogSurface data-testid="profile-modal">
        <DialogBody>
          <DialogTitle>{t('profile.title')}</DialogTitle>
          <DialogContent className={styles.content}>
            <Field label={t('profile.name')}>
              <Input value={user.name} readOnly data-testid="profile-name" />
            </Field>
            <Field label={t('profile.email')}>
              <Input value={user.email} readOnly data-testid="profile-email" />
            </Field>
            <Text className={styles.note}>{t('profile.editLater')}</Text>
          </DialogContent>
          <DialogActions>
            <Button appearance="primary" onClick={onClose} data-testid="profile-close">
              {t('common.close')}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}

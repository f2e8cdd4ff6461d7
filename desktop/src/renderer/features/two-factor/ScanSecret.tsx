import type { TwoFactorSetupResponse } from '@balcao/shared';
import { makeStyles, Text, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { QrImage } from '../connections/QrImage.tsx';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, alignItems: 'flex-start' },
  secret: { fontFamily: tokens.fontFamilyMonospace, wordBreak: 'break-all' },
  qr: { backgroundColor: '#ffffff', padding: tokens.spacingHorizontalS, borderRadius: tokens.borderRadiusMedium },
});

/** The QR code to scan and the same key written out (for an app on the same device). */
export function ScanSecret({ setup }: { setup: TwoFactorSetupResponse }) {
  const styles = useStyles();
  const { t } = useTranslation();
  return (
    <div className={styles.root} data-testid="two-factor-setup" data-otpauth={setup.otpauthUrl}>
      <Text>{t('security.twoFactor.scan')}</Text>
      <div className={styles.qr}>
        <QrImage value={setup.otpauthUrl} label={t('security.twoFactor.qr')} />
      </div>
      <Text size={200}>{t('security.twoFactor.secret')}</Text>
      <Text className={styles.secret} data-testid="two-factor-secret">
        {setup.secret}
      </Text>
    </div>
  );
}

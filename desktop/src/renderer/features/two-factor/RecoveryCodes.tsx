import { Button, makeStyles, MessageBar, MessageBarBody, Text, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  codes: {
    display: 'grid',
    gridTemplateColumns: 'repeat(2, max-content)',
    columnGap: tokens.spacingHorizontalXL,
    rowGap: tokens.spacingVerticalXS,
    fontFamily: tokens.fontFamilyMonospace,
    margin: 0,
    padding: 0,
    listStyleType: 'none',
  },
});

/** The recovery codes, shown once after they are made. */
export function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const styles = useStyles();
  const { t } = useTranslation();
  return (
    <div className={styles.root} data-testid="two-factor-recovery">
      <Text weight="semibold">{t('security.twoFactor.recoveryTitle')}</Text>
      <MessageBar intent="warning">
        <MessageBarBody>{t('security.twoFactor.recoveryHint')}</MessageBarBody>
      </MessageBar>
      <ul className={styles.codes} data-testid="two-factor-recovery-codes">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <Button type="button" appearance="primary" onClick={onDone} data-testid="two-factor-recovery-done">
        {t('security.twoFactor.saved')}
      </Button>
    </div>
  );
}

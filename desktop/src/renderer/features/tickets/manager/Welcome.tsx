import { makeStyles, Subtitle1, Text, tokens } from '@fluentui/react-components';
import { ChatMultiple24Regular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    justifyContent: 'center',
    gap: tokens.spacingVerticalM,
    height: '100%',
    color: tokens.colorNeutralForeground3,
    textAlign: 'center',
    padding: tokens.spacingHorizontalXXL,
  },
  image: { fontSize: '96px', width: '96px', height: '96px', color: tokens.colorBrandForeground1 },
});

/** What the conversation side shows until a ticket is chosen. */
export function Welcome() {
  const styles = useStyles();
  const { t } = useTranslation();
  return (
    <div className={styles.root} data-testid="tickets-welcome">
      <ChatMultiple24Regular className={styles.image} role="img" aria-label={t('tickets.welcome.image')} />
      <Subtitle1>{t('tickets.welcome.title')}</Subtitle1>
      <Text>{t('tickets.welcome.body')}</Text>
    </div>
  );
}

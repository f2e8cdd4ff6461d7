import { makeStyles, Text, Title2, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { PageName } from '../app/pageNames.ts';

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    padding: tokens.spacingHorizontalXXL,
  },
  body: {
    color: tokens.colorNeutralForeground3,
  },
});

/** A page that a later issue fills in: its translated title and a "coming soon" line. */
export function PlaceholderPage({ name }: { name: PageName }) {
  const styles = useStyles();
  const { t } = useTranslation();
  return (
    <section className={styles.root} data-testid={`page-${name}`}>
      <Title2 as="h1">{t(`pages.${name}.title`)}</Title2>
      <Text className={styles.body}>{t('common.comingSoon')}</Text>
    </section>
  );
}

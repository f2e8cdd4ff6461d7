import { Card, makeStyles, Subtitle2, Title1, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LanguageMenu } from '../../components/LanguageMenu.tsx';
import { selectLanguage } from '../../i18n/index.ts';
import { usePreferencesStore } from '../../state/preferences.ts';

const useStyles = makeStyles({
  page: {
    minHeight: '100vh',
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    justifyContent: 'center',
    gap: tokens.spacingVerticalL,
    padding: tokens.spacingHorizontalL,
    boxSizing: 'border-box',
    backgroundColor: tokens.colorNeutralBackground2,
  },
  card: {
    width: '100%',
    maxWidth: '400px',
    padding: tokens.spacingHorizontalXXL,
  },
  header: {
    display: 'flex',
    alignItems: 'flex-start',
    justifyContent: 'space-between',
  },
  brand: {
    color: tokens.colorBrandForeground1,
  },
  subtitle: {
    color: tokens.colorNeutralForeground3,
  },
});

type Props = {
  title: string;
  testId: string;
  children: ReactNode;
  footer?: ReactNode;
};

/** The frame of the public pages: brand, page title, language menu, then the form. */
export function AuthLayout({ title, testId, children, footer }: Props) {
  const styles = useStyles();
  const { t } = useTranslation();
  const language = usePreferencesStore((state) => state.language);

  return (
    <main className={styles.page} data-testid={testId}>
      <Card className={styles.card}>
        <div className={styles.header}>
          <div>
            <Title1 as="h1" className={styles.brand}>
              {t('app.name')}
            </Title1>
            <div>
              <Subtitle2 className={styles.subtitle}>{title}</Subtitle2>
            </div>
          </div>
          <LanguageMenu value={language} onChange={selectLanguage} triggerTestId="login-language" showLabel />
        </div>
        {children}
      </Card>
      {footer}
    </main>
  );
}

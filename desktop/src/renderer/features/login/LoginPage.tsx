import { APP_VERSION, type TwoFactorChallengeResponse } from '@balcao/shared';
import { Caption1, Link, makeStyles, MessageBar, MessageBarBody, Text, tokens } from '@fluentui/react-components';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchServerVersion, login } from '../../app/session.ts';
import { toastError } from '../../components/toast.tsx';
import { takeSignedOutElsewhere } from '../../realtime/accountElsewhere.ts';
import { getPlatform } from '../../platform/index.ts';
import { AuthLayout } from './AuthLayout.tsx';
import { LoginForm } from './LoginForm.tsx';
import { RouterLink } from './RouterLink.tsx';
import { TwoFactorStep } from './TwoFactorStep.tsx';

const useStyles = makeStyles({
  links: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXS,
    marginTop: tokens.spacingVerticalL,
  },
  footer: {
    color: tokens.colorNeutralForeground3,
  },
});

/** /login: signs in, then the public-route guard sends the user to /tickets. */
export default function LoginPage() {
  const styles = useStyles();
  const { t } = useTranslation();
  const [version, setVersion] = useState(APP_VERSION);
  const [signedOutElsewhere] = useState(takeSignedOutElsewhere);
  const [challenge, setChallenge] = useState<TwoFactorChallengeResponse | null>(null);

  useEffect(() => {
    let current = true;
    void fetchServerVersion().then((value) => {
      if (current) {
        setVersion(value);
      }
    });
    return () => {
      current = false;
    };
  }, []);

  const submit = async (email: string, password: string) => {
    try {
      const answer = await login(email, password);
      if ('challenge' in answer) {
        setChallenge(answer);
      }
    } catch (error) {
      toastError(error);
    }
  };

  return (
    <AuthLayout
      title={t('login.title')}
      testId="page-login"
      footer={
        <Caption1 className={styles.footer} data-testid="login-footer">
          {t('login.footer', { year: new Date().getFullYear(), version })}
        </Caption1>
      }
    >
      {signedOutElsewhere && (
        <MessageBar intent="warning" data-testid="account-elsewhere-notice">
          <MessageBarBody>{t('auth.accountElsewhere')}</MessageBarBody>
        </MessageBar>
      )}
      {challenge ? <TwoFactorStep challenge={challenge} onBack={() => setChallenge(null)} /> : <LoginForm onSubmit={submit} />}
      <div className={styles.links}>
        <Text>
          {t('login.noAccount')}{' '}
          <RouterLink to="/signup" testId="login-signup-link">
            {t('login.signup')}
          </RouterLink>
        </Text>
        <RouterLink to="/forgetpsw" testId="login-forgot-link">
          {t('login.forgotPassword')}
        </RouterLink>
        {getPlatform().choosesServer && (
          <Link as="button" onClick={() => void getPlatform().connectServer(null)}>
            {t('server.change')}
          </Link>
        )}
      </div>
    </AuthLayout>
  );
}

import { TOAST_LONG_MS } from '@balcao/shared';
import { makeStyles, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { showToast } from '../../components/toast.tsx';
import { AuthLayout } from './AuthLayout.tsx';
import { RequestCodeForm } from './RequestCodeForm.tsx';
import { ResetPasswordForm } from './ResetPasswordForm.tsx';
import { RouterLink } from './RouterLink.tsx';

const useStyles = makeStyles({
  link: { marginTop: tokens.spacingVerticalL, display: 'block' },
});

/** /forgetpsw: a code by e-mail, then the code and a new password; done, the user signs in at /login. */
export default function ForgetPasswordPage() {
  const styles = useStyles();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [codeSent, setCodeSent] = useState(false);

  return (
    <AuthLayout title={t('forgetpsw.title')} testId="page-forgetpsw">
      {codeSent ? (
        <ResetPasswordForm
          email={email}
          onAskAgain={() => setCodeSent(false)}
          onDone={() => {
            showToast(t('forgetpsw.passwordUpdated'), 'success', { timeout: TOAST_LONG_MS, testId: 'toast-password-updated' });
            void navigate('/login');
          }}
        />
      ) : (
        <RequestCodeForm
          initialEmail={email}
          onSent={(sentTo) => {
            setEmail(sentTo);
            setCodeSent(true);
          }}
        />
      )}
      <div className={styles.link}>
        <RouterLink to="/login" testId="forgetpsw-login-link">
          {t('forgetpsw.backToLogin')}
        </RouterLink>
      </div>
    </AuthLayout>
  );
}

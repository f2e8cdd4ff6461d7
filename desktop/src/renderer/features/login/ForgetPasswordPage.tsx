import { makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { AuthLayout } from './AuthLayout.tsx';
import { PlaceholderForm } from './PlaceholderForm.tsx';
import { RouterLink } from './RouterLink.tsx';

const useStyles = makeStyles({
  link: { marginTop: tokens.spacingVerticalL, display: 'block' },
});

/** /forgetpsw; the two-stage reset lands with the password-reset issue. */
export default function ForgetPasswordPage() {
  const styles = useStyles();
  const { t } = useTranslation();
  return (
    <AuthLayout title={t('forgetpsw.title')} testId="page-forgetpsw">
      <PlaceholderForm
        testIdPrefix="forgetpsw"
        notice={t('forgetpsw.comingSoon')}
        submitLabel={t('forgetpsw.submit')}
        fields={[{ name: 'email', label: t('forgetpsw.email'), type: 'email' }]}
      />
      <div className={styles.link}>
        <RouterLink to="/login" testId="forgetpsw-login-link">
          {t('forgetpsw.backToLogin')}
        </RouterLink>
      </div>
    </AuthLayout>
  );
}

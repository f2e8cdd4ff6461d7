import { makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { AuthLayout } from './AuthLayout.tsx';
import { PlaceholderForm } from './PlaceholderForm.tsx';
import { RouterLink } from './RouterLink.tsx';

const useStyles = makeStyles({
  link: { marginTop: tokens.spacingVerticalL, display: 'block' },
});

/** /signup (optional `companyId` query parameter); the real form lands with the sign-up issue. */
export default function SignupPage() {
  const styles = useStyles();
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const companyId = search.get('companyId');

  return (
    <AuthLayout title={t('signup.title')} testId="page-signup">
      <div data-company-id={companyId ?? undefined}>
        <PlaceholderForm
          testIdPrefix="signup"
          notice={t('signup.comingSoon')}
          submitLabel={t('signup.submit')}
          fields={[
            { name: 'name', label: t('signup.companyName') },
            { name: 'email', label: t('signup.email'), type: 'email' },
            { name: 'phone', label: t('signup.phone'), type: 'tel' },
            { name: 'password', label: t('signup.password'), type: 'password' },
          ]}
        />
      </div>
      <div className={styles.link}>
        <RouterLink to="/login" testId="signup-login-link">
          {t('signup.haveAccount')}
        </RouterLink>
      </div>
    </AuthLayout>
  );
}

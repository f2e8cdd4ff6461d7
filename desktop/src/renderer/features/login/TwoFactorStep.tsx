import type { TwoFactorChallengeResponse } from '@balcao/shared';
import { Button, Link, makeStyles, Spinner, Text, tokens } from '@fluentui/react-components';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { begin } from '../../app/session.ts';
import { toastError } from '../../components/toast.tsx';
import { CodeField } from '../two-factor/CodeField.tsx';
import { verifySignIn } from '../two-factor/twoFactorApi.ts';

// The QR drawing comes only with an enrolment, not with the sign-in page (its weight budget).
const EnrolStep = lazy(() => import('../two-factor/EnrolStep.tsx'));

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, marginTop: tokens.spacingVerticalL },
});

/** The second step of sign-in: a code from the app (or a recovery code), or the enrolment the company requires. */
export function TwoFactorStep({ challenge, onBack }: { challenge: TwoFactorChallengeResponse; onBack: () => void }) {
  const styles = useStyles();
  const { t } = useTranslation();
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);

  const verify = () => {
    if (!code.trim()) {
      return;
    }
    setBusy(true);
    verifySignIn(challenge.challenge, code.trim())
      .then(begin)
      .catch((error: unknown) => {
        setBusy(false);
        toastError(error);
      });
  };

  return (
    <div className={styles.root} data-testid="two-factor-step">
      <Text as="h2" weight="semibold" size={400}>
        {challenge.twoFactor === 'enrol' ? t('security.twoFactor.enrolTitle') : t('security.twoFactor.signInTitle')}
      </Text>
      {challenge.twoFactor === 'enrol' ? (
        <Suspense fallback={<Spinner size="small" />}>
          <EnrolStep challenge={challenge.challenge} />
        </Suspense>
      ) : (
        <form
          className={styles.root}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            verify();
          }}
        >
          <Text>{t('security.twoFactor.signInHint')}</Text>
          <CodeField value={code} onChange={setCode} onEnter={verify} />
          <Button type="submit" appearance="primary" disabled={busy} data-testid="two-factor-verify">
            {t('security.twoFactor.verify')}
          </Button>
        </form>
      )}
      <Link as="button" onClick={onBack} data-testid="two-factor-back">
        {t('security.twoFactor.back')}
      </Link>
    </div>
  );
}

import type { SessionResponse, TwoFactorSetupResponse } from '@balcao/shared';
import { Button, Spinner, Text } from '@fluentui/react-components';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { begin } from '../../app/session.ts';
import { toastError } from '../../components/toast.tsx';
import { CodeField } from './CodeField.tsx';
import { RecoveryCodes } from './RecoveryCodes.tsx';
import { ScanSecret } from './ScanSecret.tsx';
import { enrolConfirm, enrolSetup } from './twoFactorApi.ts';

/** Sign-in when the company requires a code and the user has none yet: scan, type a code, keep the recovery codes, then in. */
export default function EnrolStep({ challenge }: { challenge: string }) {
  const { t } = useTranslation();
  const [setup, setSetup] = useState<TwoFactorSetupResponse | null>(null);
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState<{ session: SessionResponse; codes: string[] } | null>(null);

  useEffect(() => {
    enrolSetup(challenge).then(setSetup).catch(toastError);
  }, [challenge]);

  const confirm = () => {
    setBusy(true);
    enrolConfirm(challenge, code.trim())
      .then(({ recoveryCodes, ...session }) => setDone({ session, codes: recoveryCodes }))
      .catch(toastError)
      .finally(() => setBusy(false));
  };

  if (done) {
    return <RecoveryCodes codes={done.codes} onDone={() => begin(done.session)} />;
  }
  if (!setup) {
    return <Spinner size="small" />;
  }
  return (
    <>
      <Text>{t('security.twoFactor.enrolHint')}</Text>
      <ScanSecret setup={setup} />
      <CodeField value={code} onChange={setCode} onEnter={confirm} />
      <Button type="button" appearance="primary" disabled={busy} onClick={confirm} data-testid="two-factor-enable">
        {t('security.twoFactor.enable')}
      </Button>
    </>
  );
}

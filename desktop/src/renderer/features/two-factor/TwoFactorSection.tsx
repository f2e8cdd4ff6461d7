import type { TwoFactorSetupResponse, TwoFactorStatus } from '@balcao/shared';
import { Badge, Button, Field, Input, makeStyles, Text, tokens } from '@fluentui/react-components';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../api/ApiError.ts';
import { showToast, toastError } from '../../components/toast.tsx';
import { CodeField } from './CodeField.tsx';
import { RecoveryCodes } from './RecoveryCodes.tsx';
import { ScanSecret } from './ScanSecret.tsx';
import { disable, enable, renewRecoveryCodes, startSetup, twoFactorStatus } from './twoFactorApi.ts';

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    borderTop: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    paddingTop: tokens.spacingVerticalM,
  },
  heading: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
});

type Step =
  | { kind: 'idle' }
  | { kind: 'setup'; setup: TwoFactorSetupResponse }
  | { kind: 'codes'; codes: string[] }
  | { kind: 'off' }
  | { kind: 'renew' };

/** Profile › two-factor sign-in: set it up (QR, first code, recovery codes), renew the codes, or turn it off. */
export function TwoFactorSection() {
  const styles = useStyles();
  const { t } = useTranslation();
  const [status, setStatus] = useState<TwoFactorStatus | null>(null);
  const [step, setStep] = useState<Step>({ kind: 'idle' });
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  // A wrong code or password is said under its field; the user stays signed in and types again.
  const [wrong, setWrong] = useState<{ code?: string; password?: string }>({});
  const [busy, setBusy] = useState(false);
  // The button that ended a step goes with it: focus then moves to the section's title, not to the
  // page, so keyboard users stay in the dialog (and Escape still closes it).
  const title = useRef<HTMLSpanElement>(null);
  const stepEnded = useRef(false);
  useEffect(() => {
    if (stepEnded.current) {
      stepEnded.current = false;
      title.current?.focus();
    }
  }, [step]);

  const reload = () => {
    twoFactorStatus().then(setStatus).catch(toastError);
  };
  useEffect(reload, []);

  // The field at fault takes the focus (the button pressed was disabled meanwhile and lost it).
  const codeInput = useRef<HTMLInputElement>(null);
  const passwordInput = useRef<HTMLInputElement>(null);
  const refused = (error: unknown) => {
    if (isApiError(error) && error.code === 'ERR_INVALID_TWO_FACTOR_CODE') {
      setWrong({ code: t('errors.ERR_INVALID_TWO_FACTOR_CODE') });
      codeInput.current?.focus();
    } else if (isApiError(error) && error.code === 'ERR_INVALID_PASSWORD') {
      setWrong({ password: t('errors.ERR_INVALID_PASSWORD') });
      passwordInput.current?.focus();
    } else {
      toastError(error);
    }
  };
  const run = (work: () => Promise<void>) => {
    setBusy(true);
    setWrong({});
    work()
      .catch(refused)
      .finally(() => setBusy(false));
  };
  const go = (next: Step) => {
    stepEnded.current = true;
    setCode('');
    setPassword('');
    setWrong({});
    setStep(next);
  };
  const typeCode = (value: string) => {
    setCode(value);
    setWrong(({ password: kept }) => (kept ? { password: kept } : {}));
  };

  const begin = () => run(async () => go({ kind: 'setup', setup: await startSetup() }));
  const turnOn = () =>
    run(async () => {
      const codes = await enable(code.trim());
      showToast(t('security.twoFactor.enabled'), 'success');
      go({ kind: 'codes', codes });
      reload();
    });
  const turnOff = () =>
    run(async () => {
      await disable(password, code.trim());
      showToast(t('security.twoFactor.disabled'), 'success');
      go({ kind: 'idle' });
      reload();
    });
  const renew = () => run(async () => go({ kind: 'codes', codes: await renewRecoveryCodes(code.trim()) }));

  if (!status) {
    return null;
  }
  const cancel = (
    <Button type="button" onClick={() => go({ kind: 'idle' })} data-testid="two-factor-cancel">
      {t('security.twoFactor.cancel')}
    </Button>
  );
  return (
    <section className={styles.root} aria-labelledby="two-factor-title" data-testid="two-factor-section">
      <div className={styles.heading}>
        <Text id="two-factor-title" weight="semibold" ref={title} tabIndex={-1}>
          {t('security.twoFactor.title')}
        </Text>
        <Badge appearance="tint" color={status.enabled ? 'success' : 'informative'} data-testid="two-factor-state">
          {status.enabled ? t('security.twoFactor.on') : t('security.twoFactor.off')}
        </Badge>
      </div>
      {status.required && <Text size={200}>{t('security.twoFactor.required')}</Text>}
      {status.enabled && step.kind === 'idle' && (
        <Text size={200}>{t('security.twoFactor.codesLeft', { count: status.recoveryCodesLeft })}</Text>
      )}
      {step.kind === 'setup' && (
        <>
          <ScanSecret setup={step.setup} />
          <CodeField value={code} onChange={typeCode} onEnter={turnOn} error={wrong.code} inputRef={codeInput} />
          <div className={styles.actions}>
            <Button type="button" appearance="primary" disabled={busy} onClick={turnOn} data-testid="two-factor-enable">
              {t('security.twoFactor.enable')}
            </Button>
            {cancel}
          </div>
        </>
      )}
      {step.kind === 'codes' && <RecoveryCodes codes={step.codes} onDone={() => go({ kind: 'idle' })} />}
      {(step.kind === 'off' || step.kind === 'renew') && (
        <>
          {step.kind === 'off' && (
            <Field label={t('security.twoFactor.password')} required validationMessage={wrong.password}>
              <Input
                ref={passwordInput}
                type="password"
                autoComplete="current-password"
                value={password}
                onChange={(_event, data) => {
                  setPassword(data.value);
                  setWrong(({ code: kept }) => (kept ? { code: kept } : {}));
                }}
                data-testid="two-factor-password"
              />
            </Field>
          )}
          <CodeField
            value={code}
            onChange={typeCode}
            onEnter={step.kind === 'off' ? turnOff : renew}
            error={wrong.code}
            inputRef={codeInput}
          />
          <div className={styles.actions}>
            <Button
              type="button"
              appearance="primary"
              disabled={busy}
              onClick={step.kind === 'off' ? turnOff : renew}
              data-testid="two-factor-confirm"
            >
              {step.kind === 'off' ? t('security.twoFactor.turnOff') : t('security.twoFactor.renew')}
            </Button>
            {cancel}
          </div>
        </>
      )}
      {step.kind === 'idle' && (
        <div className={styles.actions}>
          {!status.enabled && (
            <Button type="button" disabled={busy} onClick={begin} data-testid="two-factor-start">
              {t('security.twoFactor.setUp')}
            </Button>
          )}
          {status.enabled && (
            <Button type="button" onClick={() => go({ kind: 'renew' })} data-testid="two-factor-renew">
              {t('security.twoFactor.renew')}
            </Button>
          )}
          {status.enabled && !status.required && (
            <Button type="button" onClick={() => go({ kind: 'off' })} data-testid="two-factor-off">
              {t('security.twoFactor.turnOff')}
            </Button>
          )}
        </div>
      )}
    </section>
  );
}

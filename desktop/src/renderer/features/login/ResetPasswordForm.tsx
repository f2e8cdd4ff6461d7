import { resetPasswordBody, resetPasswordParams, TOAST_LONG_MS } from '@balcao/shared';
import { Button, Field, Input, Link, makeStyles, MessageBar, MessageBarBody, Spinner, tokens } from '@fluentui/react-components';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { serverFieldErrors, type FieldErrors } from '../../components/formErrors.ts';
import { toastError } from '../../components/toast.tsx';
import { resetPassword } from './passwordResetApi.ts';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, marginTop: tokens.spacingVerticalL },
});

type Props = { email: string; onDone: () => void; onAskAgain: () => void };

/** Second step of /forgetpsw: the code from the e-mail and the new password, twice. */
export function ResetPasswordForm({ email, onDone, onAskAgain }: Props) {
  const styles = useStyles();
  const { t } = useTranslation();
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);

  const check = (): FieldErrors => {
    const found: FieldErrors = {};
    if (!resetPasswordParams.shape.token.safeParse(code).success) {
      found['token'] = t('forgetpsw.codeInvalid');
    }
    if (!resetPasswordBody.safeParse({ password }).success) {
      found['password'] = t('forgetpsw.passwordRule');
    } else if (password !== confirm) {
      found['confirm'] = t('forgetpsw.mismatch');
    }
    return found;
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = check();
    setErrors(found);
    if (Object.keys(found).length > 0) {
      return;
    }
    setBusy(true);
    try {
      await resetPassword(email, code.trim(), password);
      onDone();
    } catch (failure) {
      const fields = serverFieldErrors(failure);
      setErrors(fields?.['params.token'] ? { token: t('errors.ERR_INVALID_RESET_CODE') } : {});
      toastError(failure, { timeout: TOAST_LONG_MS });
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
      <MessageBar intent="success" data-testid="forgetpsw-sent">
        <MessageBarBody>{t('forgetpsw.emailSent', { email })}</MessageBarBody>
      </MessageBar>
      <Field label={t('forgetpsw.code')} required validationMessage={errors['token']}>
        <Input
          name="code"
          inputMode="numeric"
          autoComplete="one-time-code"
          autoFocus
          value={code}
          onChange={(_event, data) => setCode(data.value)}
          data-testid="forgetpsw-code"
        />
      </Field>
      <Field label={t('forgetpsw.newPassword')} required hint={t('forgetpsw.passwordRule')} validationMessage={errors['password']}>
        <Input
          type="password"
          name="password"
          autoComplete="new-password"
          value={password}
          onChange={(_event, data) => setPassword(data.value)}
          data-testid="forgetpsw-password"
        />
      </Field>
      <Field label={t('forgetpsw.confirmPassword')} required validationMessage={errors['confirm']}>
        <Input
          type="password"
          name="confirm"
          autoComplete="new-password"
          value={confirm}
          onChange={(_event, data) => setConfirm(data.value)}
          data-testid="forgetpsw-confirm"
        />
      </Field>
      <Button
        type="submit"
        appearance="primary"
        disabled={busy}
        icon={busy ? <Spinner size="tiny" /> : undefined}
        data-testid="forgetpsw-reset"
      >
        {t('forgetpsw.reset')}
      </Button>
      <Link as="button" type="button" onClick={onAskAgain} data-testid="forgetpsw-ask-again">
        {t('forgetpsw.askAgain')}
      </Link>
    </form>
  );
}

import { forgetPasswordParams, TOAST_LONG_MS } from '@balcao/shared';
import { Button, Field, Input, makeStyles, Spinner, Text, tokens } from '@fluentui/react-components';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toastError } from '../../components/toast.tsx';
import { askResetCode } from './passwordResetApi.ts';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, marginTop: tokens.spacingVerticalL },
});

/** First step of /forgetpsw: the e-mail to send a code to. */
export function RequestCodeForm({ initialEmail, onSent }: { initialEmail: string; onSent: (email: string) => void }) {
  const styles = useStyles();
  const { t } = useTranslation();
  const [email, setEmail] = useState(initialEmail);
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const checked = forgetPasswordParams.safeParse({ email: email.trim() });
    if (!checked.success) {
      setError(t('login.invalidEmail'));
      return;
    }
    setError(undefined);
    setBusy(true);
    try {
      await askResetCode(checked.data.email);
      onSent(checked.data.email);
    } catch (failure) {
      // Toasts on the reset screens last 3 s (spec).
      toastError(failure, { timeout: TOAST_LONG_MS });
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
      <Text>{t('forgetpsw.intro')}</Text>
      <Field label={t('forgetpsw.email')} required validationMessage={error}>
        <Input
          type="email"
          name="email"
          autoComplete="username"
          autoFocus
          value={email}
          onChange={(_event, data) => setEmail(data.value)}
          data-testid="forgetpsw-email"
        />
      </Field>
      <Button
        type="submit"
        appearance="primary"
        disabled={busy}
        icon={busy ? <Spinner size="tiny" /> : undefined}
        data-testid="forgetpsw-submit"
      >
        {t('forgetpsw.submit')}
      </Button>
    </form>
  );
}

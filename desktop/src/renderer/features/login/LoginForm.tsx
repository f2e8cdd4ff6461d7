import { Button, Field, Input, makeStyles, Spinner, tokens } from '@fluentui/react-components';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

const useStyles = makeStyles({
  form: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    marginTop: tokens.spacingVerticalL,
  },
});

type Props = {
  onSubmit: (email: string, password: string) => Promise<void>;
};

type FieldErrors = { email?: string; password?: string };

/** Email and password, checked with the shared login schema before anything is sent. */
export function LoginForm({ onSubmit }: Props) {
  const styles = useStyles();
  const { t } = useTranslation();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // The schema library comes with the first submit rather than with the page (the sign-in page's weight budget).
    const { checkLogin } = await import('./checkLogin.ts');
    const checked = checkLogin(email, password);
    if ('wrong' in checked) {
      setErrors({
        ...(checked.wrong.has('email') ? { email: t('login.invalidEmail') } : {}),
        ...(checked.wrong.has('password') ? { password: t('login.passwordRequired') } : {}),
      });
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      await onSubmit(checked.email, checked.password);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
      <Field label={t('login.email')} required validationMessage={errors.email}>
        <Input
          type="email"
          name="email"
          autoComplete="username"
          autoFocus
          value={email}
          onChange={(_event, data) => setEmail(data.value)}
          data-testid="login-email"
        />
      </Field>
      <Field label={t('login.password')} required validationMessage={errors.password}>
        <Input
          type="password"
          name="password"
          autoComplete="current-password"
          value={password}
          onChange={(_event, data) => setPassword(data.value)}
          data-testid="login-password"
        />
      </Field>
      <Button
        type="submit"
        appearance="primary"
        disabled={busy}
        icon={busy ? <Spinner size="tiny" /> : undefined}
        data-testid="login-submit"
      >
        {busy ? t('login.submitting') : t('login.submit')}
      </Button>
    </form>
  );
}

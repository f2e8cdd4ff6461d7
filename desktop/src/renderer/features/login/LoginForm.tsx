import { loginBody } from '@balcao/shared';
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
    const parsed = loginBody.safeParse({ email: email.trim(), password });
    if (!parsed.success) {
      const paths = new Set(parsed.error.issues.map((issue) => issue.path[0]));
      setErrors({
        ...(paths.has('email') ? { email: t('login.invalidEmail') } : {}),
        ...(paths.has('password') ? { password: t('login.passwordRequired') } : {}),
      });
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      await onSubmit(parsed.data.email, parsed.data.password);
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

import { Body1, Button, Field, Input, makeStyles, MessageBar, MessageBarBody, Spinner, tokens } from '@fluentui/react-components';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_SERVER_URL } from '../../api/index.ts';
import { getPlatform } from '../../platform/index.ts';
import { AuthLayout } from './AuthLayout.tsx';

const useStyles = makeStyles({
  form: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    marginTop: tokens.spacingVerticalL,
  },
});

type Problem = 'invalid' | 'unreachable' | 'notBalcao';

function isWebAddress(text: string): boolean {
  const url = URL.parse(text);
  return url !== null && (url.protocol === 'http:' || url.protocol === 'https:');
}

/** /server (desktop app, first run): the Balcão server to work with, checked before it is saved. */
export default function ServerAddressPage() {
  const styles = useStyles();
  const { t } = useTranslation();
  const [address, setAddress] = useState('');
  const [problem, setProblem] = useState<Problem | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const url = address.trim() || DEFAULT_SERVER_URL;
    if (!isWebAddress(url)) {
      setProblem('invalid');
      return;
    }
    setProblem(null);
    setBusy(true);
    const result = await getPlatform().connectServer(url);
    // On success the window is already loading the server's pages.
    if (!result.ok) {
      setBusy(false);
      setProblem(result.reason === 'not-balcao' ? 'notBalcao' : 'unreachable');
    }
  };

  return (
    <AuthLayout title={t('server.title')} testId="page-server">
      <Body1>{t('server.intro')}</Body1>
      <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
        <Field label={t('server.address')} validationMessage={problem === 'invalid' ? t('server.invalid') : undefined}>
          <Input
            type="url"
            name="server"
            autoFocus
            placeholder={DEFAULT_SERVER_URL}
            value={address}
            onChange={(_event, data) => setAddress(data.value)}
          />
        </Field>
        {problem && problem !== 'invalid' && (
          <MessageBar intent="error">
            <MessageBarBody>{t(`server.${problem}`)}</MessageBarBody>
          </MessageBar>
        )}
        <Button type="submit" appearance="primary" disabled={busy} icon={busy ? <Spinner size="tiny" /> : undefined}>
          {busy ? t('server.connecting') : t('server.connect')}
        </Button>
      </form>
    </AuthLayout>
  );
}

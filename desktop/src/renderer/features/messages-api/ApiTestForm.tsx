import { Button, Card, Field, Input, makeStyles, Text, Textarea, Title3, tokens } from '@fluentui/react-components';
import { Attach20Regular, Send20Regular } from '@fluentui/react-icons';
import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { reportSaveError, type FieldErrors } from '../../components/formErrors.ts';
import { showToast } from '../../components/toast.tsx';
import { sendTestMessage } from './messagesApiClient.ts';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  file: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
  actions: { display: 'flex', justifyContent: 'flex-end', alignItems: 'center', gap: tokens.spacingHorizontalM },
  sent: { color: tokens.colorPaletteGreenForeground1 },
});

type Kind = 'text' | 'media';

/**
 * One of the page's two test forms: token and number always, then the text (required) or a file
 * (required, with an optional caption). It calls the real endpoint with the token as an integration
 * would, so what it answers is what an integration would get.
 */
export function ApiTestForm({ kind }: { kind: Kind }) {
  const styles = useStyles();
  const { t } = useTranslation();
  const [token, setToken] = useState('');
  const [number, setNumber] = useState('');
  const [body, setBody] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState<string | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const id = (part: string) => `api-${kind}-${part}`;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const required = t('messagesApi.test.required');
    const missing: FieldErrors = {
      ...(token.trim() ? {} : { token: required }),
      ...(number.trim() ? {} : { number: required }),
      ...(kind === 'text' && !body.trim() ? { body: required } : {}),
      ...(kind === 'media' && !file ? { medias: required } : {}),
    };
    setErrors(missing);
    if (Object.keys(missing).length > 0) {
      return;
    }
    setSending(true);
    setSent(null);
    sendTestMessage({ token, number, body, file: kind === 'media' ? file : null })
      .then((answer) => {
        const text = t('messagesApi.test.sent', { ticketId: answer.ticketId });
        setSent(text);
        showToast(text, 'success');
      })
      .catch((error: unknown) => reportSaveError(error, setErrors))
      .finally(() => setSending(false));
  };

  const field = (name: string, label: string, control: ReactNode) => (
    <Field label={label} required={name !== 'caption'} validationMessage={errors[name]} validationState={errors[name] ? 'error' : 'none'}>
      {control}
    </Field>
  );

  return (
    <Card>
      <form className={styles.form} onSubmit={submit} noValidate data-testid={id('form')}>
        <Title3 as="h2">{t(kind === 'text' ? 'messagesApi.test.textTitle' : 'messagesApi.test.mediaTitle')}</Title3>
        {field(
          'token',
          t('messagesApi.test.token'),
          <Input value={token} onChange={(_event, data) => setToken(data.value)} data-testid={id('token')} />,
        )}
        {field(
          'number',
          t('messagesApi.test.number'),
          <Input
            value={number}
            onChange={(_event, data) => setNumber(data.value)}
            placeholder="5511999999999"
            data-testid={id('number')}
          />,
        )}
        {kind === 'media' &&
          field(
            'medias',
            t('messagesApi.test.file'),
            <div className={styles.file}>
              <input
                ref={fileInput}
                type="file"
                hidden
                data-testid={id('file')}
                onChange={(event) => setFile(event.target.files?.[0] ?? null)}
              />
              <Button icon={<Attach20Regular />} onClick={() => fileInput.current?.click()}>
                {t('messagesApi.test.chooseFile')}
              </Button>
              <Text data-testid={id('file-name')}>{file?.name ?? t('messagesApi.test.noFile')}</Text>
            </div>,
          )}
        <Field
          label={t(kind === 'text' ? 'messagesApi.test.body' : 'messagesApi.test.caption')}
          required={kind === 'text'}
          validationMessage={errors.body}
          validationState={errors.body ? 'error' : 'none'}
        >
          <Textarea value={body} onChange={(_event, data) => setBody(data.value)} resize="vertical" data-testid={id('body')} />
        </Field>
        <div className={styles.actions}>
          {sent && (
            <Text className={styles.sent} data-testid={id('sent')}>
              {sent}
            </Text>
          )}
          <Button appearance="primary" type="submit" icon={<Send20Regular />} disabled={sending} data-testid={id('send')}>
            {t('messagesApi.test.send')}
          </Button>
        </div>
      </form>
    </Card>
  );
}

import { Button, Field, Input, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowSync20Regular, Copy20Regular, Eye20Regular, EyeOff20Regular } from '@fluentui/react-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { copyText } from '../../components/copyText.ts';
import { showToast, toastError } from '../../components/toast.tsx';
import { renewConnectionToken } from './connectionsApi.ts';

const useStyles = makeStyles({
  row: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
  input: { flexGrow: 1, fontFamily: tokens.fontFamilyMonospace },
});

export type ConnectionTokenFieldProps = { connectionId: number; token: string; onRenewed: (token: string) => void };

/** The connection's API token (admins only): masked until shown, copied in one click, renewed after a warning. */
export function ConnectionTokenField({ connectionId, token, onRenewed }: ConnectionTokenFieldProps) {
  const { t } = useTranslation();
  const styles = useStyles();
  const [visible, setVisible] = useState(false);
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);

  const renew = async () => {
    setBusy(true);
    try {
      onRenewed(await renewConnectionToken(connectionId));
      showToast(t('connections.token.renewed'), 'success', { testId: 'toast-token-renewed' });
      setAsking(false);
    } catch (error) {
      toastError(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Field label={t('connections.token.label')} hint={t('connections.token.hint')}>
      <div className={styles.row}>
        <Input
          className={styles.input}
          readOnly
          type={visible ? 'text' : 'password'}
          value={token}
          aria-label={t('connections.token.label')}
          data-testid="connection-token"
        />
        <Button
          icon={visible ? <EyeOff20Regular /> : <Eye20Regular />}
          aria-label={t(visible ? 'connections.token.hide' : 'connections.token.show')}
          title={t(visible ? 'connections.token.hide' : 'connections.token.show')}
          onClick={() => setVisible(!visible)}
          data-testid="connection-token-toggle"
        />
        <Button
          icon={<Copy20Regular />}
          aria-label={t('connections.token.copy')}
          title={t('connections.token.copy')}
          onClick={() => void copyText(token, t('connections.token.copied'))}
          data-testid="connection-token-copy"
        />
        <Button icon={<ArrowSync20Regular />} onClick={() => setAsking(true)} data-testid="connection-token-renew">
          {t('connections.token.renew')}
        </Button>
      </div>
      <ConfirmDialog
        open={asking}
        title={t('connections.token.renewTitle')}
        body={t('connections.token.renewBody')}
        busy={busy}
        testId="connection-token-confirm"
        onConfirm={() => void renew()}
        onCancel={() => setAsking(false)}
      />
    </Field>
  );
}

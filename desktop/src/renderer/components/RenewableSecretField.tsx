import { Button, Field, Input, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowSync20Regular, Copy20Regular, Eye20Regular, EyeOff20Regular } from '@fluentui/react-icons';
import { useState } from 'react';
import { ConfirmDialog } from './ConfirmDialog.tsx';
import { copyText } from './copyText.ts';
import { showToast, toastError } from './toast.tsx';

const useStyles = makeStyles({
  row: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
  input: { flexGrow: 1, fontFamily: tokens.fontFamilyMonospace },
});

/** The words of one secret's field, already translated by the feature that shows it. */
export type SecretFieldTexts = {
  label: string;
  hint: string;
  show: string;
  hide: string;
  copy: string;
  copied: string;
  renew: string;
  renewTitle: string;
  renewBody: string;
  renewed: string;
};

export type RenewableSecretFieldProps = {
  secret: string;
  texts: SecretFieldTexts;
  /** Asks the server for a new secret and answers it. */
  renew: () => Promise<string>;
  onRenewed: (secret: string) => void;
  /** Prefix of the field's test ids (`{testId}`, `-toggle`, `-copy`, `-renew`, `-confirm`). */
  testId: string;
  renewedToastTestId: string;
};

/** A secret the server made (a token, a signing key): masked until shown, copied in one click, replaced after a warning. */
export function RenewableSecretField({ secret, texts, renew, onRenewed, testId, renewedToastTestId }: RenewableSecretFieldProps) {
  const styles = useStyles();
  const [visible, setVisible] = useState(false);
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);

  const replace = async () => {
    setBusy(true);
    try {
      onRenewed(await renew());
      showToast(texts.renewed, 'success', { testId: renewedToastTestId });
      setAsking(false);
    } catch (error) {
      toastError(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Field label={texts.label} hint={texts.hint}>
      <div className={styles.row}>
        <Input
          className={styles.input}
          readOnly
          type={visible ? 'text' : 'password'}
          value={secret}
          aria-label={texts.label}
          data-testid={testId}
        />
        <Button
          icon={visible ? <EyeOff20Regular /> : <Eye20Regular />}
          aria-label={visible ? texts.hide : texts.show}
          title={visible ? texts.hide : texts.show}
          onClick={() => setVisible(!visible)}
          data-testid={`${testId}-toggle`}
        />
        <Button
          icon={<Copy20Regular />}
          aria-label={texts.copy}
          title={texts.copy}
          onClick={() => void copyText(secret, texts.copied)}
          data-testid={`${testId}-copy`}
        />
        <Button icon={<ArrowSync20Regular />} onClick={() => setAsking(true)} data-testid={`${testId}-renew`}>
          {texts.renew}
        </Button>
      </div>
      <ConfirmDialog
        open={asking}
        title={texts.renewTitle}
        body={texts.renewBody}
        busy={busy}
        testId={`${testId}-confirm`}
        onConfirm={() => void replace()}
        onCancel={() => setAsking(false)}
      />
    </Field>
  );
}

import { Button } from '@fluentui/react-components';
import { ArrowDownload20Regular, PersonDelete20Regular } from '@fluentui/react-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { showToast, toastError } from '../../components/toast.tsx';
import { selectUser, useSessionStore } from '../../state/session.ts';
import { eraseContactData, exportContactData } from './privacyApi.ts';

export type ContactPrivacyActionsProps = {
  contact: { id: number; name: string; number: string };
  /** Icon buttons (a table row) rather than labelled ones (the drawer). */
  compact?: boolean;
  onErased?: () => void;
};

/** An admin's LGPD buttons for one contact: download its data as a zip, and erase it after a confirmation. */
export function ContactPrivacyActions({ contact, compact = false, onErased }: ContactPrivacyActionsProps) {
  const { t } = useTranslation();
  const user = useSessionStore(selectUser);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  if (!user || !(user.super || user.profile === 'admin')) {
    return null;
  }

  const download = () => {
    setBusy(true);
    exportContactData(contact.id)
      .then(() => showToast(t('privacy.exported'), 'success'))
      .catch(toastError)
      .finally(() => setBusy(false));
  };

  const erase = () => {
    setBusy(true);
    eraseContactData(contact.id)
      .then(() => {
        showToast(t('privacy.erased'), 'success');
        onErased?.();
      })
      .catch(toastError)
      .finally(() => {
        setBusy(false);
        setConfirming(false);
      });
  };

  const exportLabel = t('privacy.exportLabel', { name: contact.name });
  const eraseLabel = t('privacy.eraseLabel', { name: contact.name });
  return (
    <>
      <Button
        appearance="subtle"
        icon={<ArrowDownload20Regular />}
        aria-label={exportLabel}
        title={exportLabel}
        disabled={busy}
        onClick={download}
        data-testid={`contact-export-${contact.number}`}
      >
        {compact ? undefined : t('privacy.export')}
      </Button>
      <Button
        appearance="subtle"
        icon={<PersonDelete20Regular />}
        aria-label={eraseLabel}
        title={eraseLabel}
        disabled={busy}
        onClick={() => setConfirming(true)}
        data-testid={`contact-erase-${contact.number}`}
      >
        {compact ? undefined : t('privacy.erase')}
      </Button>
      <ConfirmDialog
        open={confirming}
        title={t('privacy.eraseTitle', { name: contact.name })}
        body={t('privacy.eraseBody')}
        busy={busy}
        testId="contact-erase-confirm"
        onConfirm={erase}
        onCancel={() => setConfirming(false)}
      />
    </>
  );
}

import { useTranslation } from 'react-i18next';
import { RenewableSecretField } from '../../components/RenewableSecretField.tsx';
import { renewConnectionToken } from './connectionsApi.ts';

export type ConnectionTokenFieldProps = { connectionId: number; token: string; onRenewed: (token: string) => void };

/** The connection's API token (admins only): masked until shown, copied in one click, renewed after a warning. */
export function ConnectionTokenField({ connectionId, token, onRenewed }: ConnectionTokenFieldProps) {
  const { t } = useTranslation();
  const texts = {
    label: t('connections.token.label'),
    hint: t('connections.token.hint'),
    show: t('connections.token.show'),
    hide: t('connections.token.hide'),
    copy: t('connections.token.copy'),
    copied: t('connections.token.copied'),
    renew: t('connections.token.renew'),
    renewTitle: t('connections.token.renewTitle'),
    renewBody: t('connections.token.renewBody'),
    renewed: t('connections.token.renewed'),
  };
  return (
    <RenewableSecretField
      secret={token}
      texts={texts}
      renew={() => renewConnectionToken(connectionId)}
      onRenewed={onRenewed}
      testId="connection-token"
      renewedToastTestId="toast-token-renewed"
    />
  );
}

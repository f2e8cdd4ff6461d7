import { Button, makeStyles, Text, tokens } from '@fluentui/react-components';
import { Copy16Regular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { copyText } from '../../../components/copyText.ts';

const useStyles = makeStyles({
  root: { display: 'inline-flex', alignItems: 'center', gap: tokens.spacingHorizontalXXS },
  code: { fontFamily: tokens.fontFamilyMonospace },
});

/** The ticket's protocol number, to read to the contact or copy. */
export function TicketProtocol({ code }: { code: string }) {
  const styles = useStyles();
  const { t } = useTranslation();
  return (
    // The contact area opens the drawer on click; copying the number should not.
    <span className={styles.root} onClick={(event) => event.stopPropagation()}>
      <Text size={200} className={styles.code} data-testid="conversation-protocol">
        {t('conversation.header.protocol', { code })}
      </Text>
      <Button
        size="small"
        appearance="subtle"
        icon={<Copy16Regular />}
        aria-label={t('conversation.header.copyProtocol')}
        title={t('conversation.header.copyProtocol')}
        onClick={() => void copyText(code, t('conversation.header.protocolCopied'))}
        data-testid="conversation-protocol-copy"
      />
    </span>
  );
}

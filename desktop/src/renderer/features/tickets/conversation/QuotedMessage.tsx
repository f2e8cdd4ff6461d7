import type { QuotedMessageRecord } from '@balcao/shared';
import { makeStyles, Text, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    borderLeft: `${tokens.strokeWidthThickest} solid ${tokens.colorBrandStroke1}`,
    backgroundColor: tokens.colorNeutralBackground3,
    borderRadius: tokens.borderRadiusSmall,
    padding: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalS}`,
    minWidth: 0,
  },
  body: { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
});

/** What a message answers (or what the input is about to answer). */
export function QuotedMessage({
  quoted,
}: {
  quoted: Pick<QuotedMessageRecord, 'body' | 'fromMe' | 'contact' | 'mediaType' | 'isDeleted'>;
}) {
  const styles = useStyles();
  const { t } = useTranslation();
  const author = quoted.fromMe ? t('conversation.messages.you') : (quoted.contact?.name ?? '');
  const body = quoted.isDeleted ? t('conversation.messages.deleted') : quoted.body || quoted.mediaType;
  return (
    <span className={styles.root} data-testid="quoted-message">
      <Text size={200} weight="semibold">
        {author}
      </Text>
      <Text size={200} className={styles.body}>
        {body}
      </Text>
    </span>
  );
}

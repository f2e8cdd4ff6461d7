import type { MessageDetails, MessageReferral } from '@balcao/shared';
import { Link, makeStyles, Text, tokens } from '@fluentui/react-components';
import { Cart20Regular, Megaphone16Regular, Warning20Regular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { isWebLink, orderTotal } from './messageFormat.ts';

const useStyles = makeStyles({
  row: { display: 'flex', alignItems: 'flex-start', gap: tokens.spacingHorizontalS },
  column: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS },
  list: { margin: 0, paddingInlineStart: tokens.spacingHorizontalL },
  muted: { color: tokens.colorNeutralForeground3 },
  banner: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXXS,
    padding: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalS}`,
    borderLeftWidth: tokens.strokeWidthThick,
    borderLeftStyle: 'solid',
    borderLeftColor: tokens.colorBrandStroke1,
    backgroundColor: tokens.colorNeutralBackground3,
    borderRadius: tokens.borderRadiusMedium,
  },
  bannerTitle: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalXS, color: tokens.colorNeutralForeground3 },
});

type Order = Extract<MessageDetails, { kind: 'order' }>;

/** A catalogue order: its items with quantities and prices, the total when it has one, the customer's note. */
export function OrderMedia({ order }: { order: Order }) {
  const styles = useStyles();
  const { t } = useTranslation();
  const total = orderTotal(order.items);
  return (
    <span className={styles.row} role="group" aria-label={t('conversation.messages.order')} data-testid="message-order">
      <Cart20Regular />
      <span className={styles.column}>
        <Text weight="semibold">{t('conversation.messages.order')}</Text>
        {order.catalogId && (
          <Text size={200} className={styles.muted}>
            {t('conversation.messages.orderCatalog', { id: order.catalogId })}
          </Text>
        )}
        <ul className={styles.list}>
          {order.items.map((item, index) => (
            <li key={`${item.productId}-${index}`}>
              <Text>
                {t('conversation.messages.orderItem', { quantity: item.quantity, product: item.productId })}
                {item.price !== null && ` · ${item.price} ${item.currency ?? ''}`}
              </Text>
            </li>
          ))}
        </ul>
        {total && <Text weight="semibold">{t('conversation.messages.orderTotal', { total })}</Text>}
        {order.note && <Text>{order.note}</Text>}
      </span>
    </span>
  );
}

type Unsupported = Extract<MessageDetails, { kind: 'unsupported' }>;

/** Something WhatsApp delivered that Balcão cannot show: what it was, and WhatsApp's reason when it gave one. */
export function UnsupportedMedia({ details }: { details: Unsupported | null }) {
  const styles = useStyles();
  const { t } = useTranslation();
  return (
    <span className={styles.row} data-testid="message-unsupported">
      <Warning20Regular />
      <span className={styles.column}>
        <Text italic>
          {details?.title
            ? t('conversation.messages.unsupportedError', { title: details.title })
            : t('conversation.messages.unsupported', { type: details?.type ?? '?' })}
        </Text>
        {details?.details && (
          <Text size={200} className={styles.muted}>
            {details.details}
          </Text>
        )}
      </span>
    </span>
  );
}

/** The text of a number or identity change line; the body WhatsApp sent when the kind is not known. */
export function SystemLineText({ details, body }: { details: MessageDetails | null | undefined; body: string }) {
  const { t } = useTranslation();
  if (details?.kind === 'numberChanged') {
    return <>{t('conversation.messages.numberChanged', { from: details.from, to: details.to })}</>;
  }
  if (details?.kind === 'identityChanged') {
    return <>{t('conversation.messages.identityChanged')}</>;
  }
  return <>{body}</>;
}

/** The click-to-WhatsApp ad a contact came from, above their message. */
export function ReferralBanner({ referral }: { referral: MessageReferral }) {
  const styles = useStyles();
  const { t } = useTranslation();
  return (
    <span className={styles.banner} data-testid="message-referral">
      <span className={styles.bannerTitle}>
        <Megaphone16Regular />
        <Text size={200}>{t('conversation.messages.referral')}</Text>
      </span>
      {referral.headline && <Text weight="semibold">{referral.headline}</Text>}
      {referral.body && <Text size={200}>{referral.body}</Text>}
      {referral.sourceType && (
        <Text size={200} className={styles.muted}>
          {t('conversation.messages.referralSource', { source: referral.sourceType })}
        </Text>
      )}
      {referral.sourceUrl && isWebLink(referral.sourceUrl) && (
        <Link href={referral.sourceUrl} target="_blank" rel="noreferrer">
          {t('conversation.messages.referralOpen')}
        </Link>
      )}
    </span>
  );
}

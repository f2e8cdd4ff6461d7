import type { ExtraInfoRecord } from '@balcao/shared';
import { Avatar, Button, makeStyles, mergeClasses, Text, tokens } from '@fluentui/react-components';
import { Edit16Regular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', alignItems: 'center', gap: tokens.spacingVerticalXS, textAlign: 'center' },
  term: { fontWeight: tokens.fontWeightSemibold, fontSize: tokens.fontSizeBase200 },
  value: { margin: 0, fontSize: tokens.fontSizeBase200 },
  uuid: { fontFamily: tokens.fontFamilyMonospace, wordBreak: 'break-all' },
  extra: { display: 'flex', flexDirection: 'column', alignSelf: 'stretch', textAlign: 'start', gap: tokens.spacingVerticalXXS },
});

export type ContactDetailsProps = {
  name: string;
  number: string;
  email: string;
  profilePicUrl: string;
  extraInfo: ExtraInfoRecord[];
  /** Empty until the contact's own record has loaded. */
  uuid: string;
  /** The connection the contact came through. */
  whatsapp: { name: string } | null;
  onEdit: () => void;
};

export function ContactDetails({ name, number, email, profilePicUrl, extraInfo, uuid, whatsapp, onEdit }: ContactDetailsProps) {
  const styles = useStyles();
  const { t } = useTranslation();
  return (
    <div className={styles.root} data-testid="contact-details">
      <Avatar
        size={96}
        name={name}
        image={profilePicUrl ? { src: profilePicUrl, alt: t('conversation.header.avatar', { name }) } : undefined}
      />
      <Text weight="semibold" size={400}>
        {name}
      </Text>
      <Text>{number}</Text>
      {email && <Text>{email}</Text>}
      <Button icon={<Edit16Regular />} onClick={onEdit}>
        {t('conversation.drawer.edit')}
      </Button>
      {(whatsapp || uuid) && (
        <dl className={styles.extra} data-testid="contact-identity">
          {whatsapp && (
            <div>
              <dt className={styles.term}>{t('conversation.drawer.source')}</dt>
              <dd className={styles.value} data-testid="contact-source">
                {whatsapp.name}
              </dd>
            </div>
          )}
          {uuid && (
            <div>
              <dt className={styles.term}>{t('conversation.drawer.uuid')}</dt>
              <dd className={mergeClasses(styles.value, styles.uuid)} data-testid="contact-uuid">
                {uuid}
              </dd>
            </div>
          )}
        </dl>
      )}
      {extraInfo.length > 0 && (
        <dl className={styles.extra} aria-label={t('conversation.drawer.extraInfo')}>
          {extraInfo.map((item) => (
            <div key={item.id}>
              <dt className={styles.term}>{item.name}</dt>
              <dd className={styles.value}>{item.value}</dd>
            </div>
          ))}
        </dl>
      )}
    </div>
  );
}

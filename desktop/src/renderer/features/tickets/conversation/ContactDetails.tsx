import type { ExtraInfoRecord } from '@balcao/shared';
import { Avatar, Button, makeStyles, Text, tokens } from '@fluentui/react-components';
import { Edit16Regular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', alignItems: 'center', gap: tokens.spacingVerticalXS, textAlign: 'center' },
  term: { fontWeight: tokens.fontWeightSemibold, fontSize: tokens.fontSizeBase200 },
  value: { margin: 0, fontSize: tokens.fontSizeBase200 },
  extra: { display: 'flex', flexDirection: 'column', alignSelf: 'stretch', textAlign: 'start', gap: tokens.spacingVerticalXXS },
});

export type ContactDetailsProps = {
  name: string;
  number: string;
  email: string;
  profilePicUrl: string;
  extraInfo: ExtraInfoRecord[];
  onEdit: () => void;
};

export function ContactDetails({ name, number, email, profilePicUrl, extraInfo, onEdit }: ContactDetailsProps) {
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

import { Card, makeStyles, Text, Title2, Title3, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { apiBaseUrl } from '../../api/index.ts';
import { ApiTestForm } from './ApiTestForm.tsx';
import { curlExamples, SEND_PATH } from './messagesApiClient.ts';

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalL,
    padding: tokens.spacingHorizontalXXL,
    overflowY: 'auto',
    height: '100%',
    boxSizing: 'border-box',
  },
  docs: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  code: {
    fontFamily: tokens.fontFamilyMonospace,
    fontSize: tokens.fontSizeBase200,
    backgroundColor: tokens.colorNeutralBackground3,
    padding: tokens.spacingHorizontalM,
    borderRadius: tokens.borderRadiusMedium,
    overflowX: 'auto',
    margin: 0,
    whiteSpace: 'pre',
  },
  list: { margin: 0, paddingLeft: tokens.spacingHorizontalXL, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  forms: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(320px, 1fr))',
    gap: tokens.spacingHorizontalL,
    alignItems: 'start',
  },
});

/**
 * The external message API (plan flag useExternalApi): how to send a text or files through
 * POST /api/messages/send with a connection's token, its answers and errors, curl examples with
 * this server's address, and two forms that call the real endpoint.
 */
export default function MessagesApiPage() {
  const styles = useStyles();
  const { t } = useTranslation();
  const base = apiBaseUrl().replace(/\/+$/, '');
  const examples = curlExamples(base);

  return (
    <section className={styles.root} data-testid="page-messages-api">
      <Title2 as="h1">{t('pages.messages-api.title')}</Title2>
      <Text>{t('messagesApi.intro')}</Text>
      <Card className={styles.docs}>
        <Title3 as="h2">{t('messagesApi.docs.title')}</Title3>
        <Text weight="semibold">{t('messagesApi.docs.endpoint')}</Text>
        <pre className={styles.code} tabIndex={0} data-testid="api-endpoint">{`POST ${base}${SEND_PATH}`}</pre>
        <Text>{t('messagesApi.docs.token')}</Text>
        <Text weight="semibold">{t('messagesApi.docs.textTitle')}</Text>
        <Text>{t('messagesApi.docs.textBody')}</Text>
        <ul className={styles.list}>
          <li>{t('messagesApi.docs.fields.number')}</li>
          <li>{t('messagesApi.docs.fields.body')}</li>
          <li>{t('messagesApi.docs.fields.closeTicket')}</li>
        </ul>
        <pre className={styles.code} tabIndex={0} data-testid="api-curl-text">
          {examples.text}
        </pre>
        <Text weight="semibold">{t('messagesApi.docs.mediaTitle')}</Text>
        <Text>{t('messagesApi.docs.mediaBody')}</Text>
        <ul className={styles.list}>
          <li>{t('messagesApi.docs.fields.medias')}</li>
        </ul>
        <pre className={styles.code} tabIndex={0} data-testid="api-curl-media">
          {examples.media}
        </pre>
        <Text weight="semibold">{t('messagesApi.docs.answersTitle')}</Text>
        <ul className={styles.list} data-testid="api-answers">
          <li>{t('messagesApi.docs.ok')}</li>
          <li>{t('messagesApi.docs.errors.validation')}</li>
          <li>{t('messagesApi.docs.errors.invalidContact')}</li>
          <li>{t('messagesApi.docs.errors.sending')}</li>
          <li>{t('messagesApi.docs.errors.token')}</li>
          <li>{t('messagesApi.docs.errors.expired')}</li>
          <li>{t('messagesApi.docs.errors.plan')}</li>
        </ul>
      </Card>
      <div className={styles.forms}>
        <ApiTestForm kind="text" />
        <ApiTestForm kind="media" />
      </div>
    </section>
  );
}

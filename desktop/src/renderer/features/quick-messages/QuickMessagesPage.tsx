import type { QuickMessageRecord } from '@balcao/shared';
import { SEARCH_DEBOUNCE_MS } from '@balcao/shared';
import { Button, Input, makeStyles, Spinner, Title2, tokens } from '@fluentui/react-components';
import { Add20Regular, Search20Regular } from '@fluentui/react-icons';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { showToast, toastError } from '../../components/toast.tsx';
import { selectQuickMessages, useQuickMessagesStore } from '../../state/quickMessages.ts';
import { selectRefetchVersion, useRealtimeStore } from '../../state/realtime.ts';
import { selectUser, useSessionStore } from '../../state/session.ts';
import { QuickMessageModalContainer } from './QuickMessageModalContainer.tsx';
import { deleteQuickMessage, loadQuickMessages } from './quickMessagesApi.ts';
import { QuickMessagesTable } from './QuickMessagesTable.tsx';

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    padding: tokens.spacingHorizontalXXL,
    height: '100%',
    boxSizing: 'border-box',
  },
  header: { display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: tokens.spacingHorizontalM, flexWrap: 'wrap' },
  tools: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM },
  list: { flexGrow: 1, overflowY: 'auto', minHeight: 0 },
});

/** Within this many pixels of the bottom the next page loads. */
const NEXT_PAGE_MARGIN_PX = 100;

type ModalTarget = null | 'new' | number;

/** Quick replies: a searchable, infinitely scrolled table, an add/edit dialog, live `quickMessage` events. */
export default function QuickMessagesPage() {
  const styles = useStyles();
  const { t } = useTranslation();
  const records = useQuickMessagesStore(selectQuickMessages);
  const loaded = useQuickMessagesStore((state) => state.loaded);
  const user = useSessionStore(selectUser);
  const refetchVersion = useRealtimeStore(selectRefetchVersion);
  const [search, setSearch] = useState('');
  const [loading, setLoading] = useState(false);
  const [modal, setModal] = useState<ModalTarget>(null);
  const [deleting, setDeleting] = useState<QuickMessageRecord | null>(null);
  const [busy, setBusy] = useState(false);
  const listRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    let current = true;
    const timer = setTimeout(
      () => {
        setLoading(true);
        loadQuickMessages(search, 1, () => current)
          .catch(toastError)
          .finally(() => current && setLoading(false));
      },
      search === '' ? 0 : SEARCH_DEBOUNCE_MS,
    );
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [search, refetchVersion]);

  useEffect(() => () => useQuickMessagesStore.getState().reset(), []);

  const loadMore = useCallback(() => {
    const list = listRef.current;
    const state = useQuickMessagesStore.getState();
    if (!list || loading || !state.hasMore || list.scrollHeight - list.scrollTop - list.clientHeight > NEXT_PAGE_MARGIN_PX) {
      return;
    }
    setLoading(true);
    loadQuickMessages(state.search, state.pageNumber + 1)
      .catch(toastError)
      .finally(() => setLoading(false));
  }, [loading]);

  // A page that does not fill the list leaves nothing to scroll: the next one loads at once.
  useEffect(loadMore, [records, loadMore]);

  const canChange = useCallback(
    (record: QuickMessageRecord) => user !== null && (user.profile === 'admin' || user.super || record.userId === user.id),
    [user],
  );
  const closeModal = useCallback(() => setModal(null), []);

  const confirmDelete = () => {
    if (!deleting) {
      return;
    }
    setBusy(true);
    deleteQuickMessage(deleting.id)
      .then(() => showToast(t('quickMessages.deleted'), 'success'))
      .catch(toastError)
      .finally(() => {
        setBusy(false);
        setDeleting(null);
      });
  };

  return (
    <section className={styles.root} data-testid="page-quick-messages">
      <div className={styles.header}>
        <Title2 as="h1">{t('pages.quick-messages.title')}</Title2>
        <div className={styles.tools}>
          <Input
            contentBefore={<Search20Regular />}
            placeholder={t('quickMessages.search')}
            aria-label={t('quickMessages.search')}
            value={search}
            onChange={(_event, data) => setSearch(data.value)}
            data-testid="quick-messages-search"
          />
          <Button appearance="primary" icon={<Add20Regular />} onClick={() => setModal('new')} data-testid="quick-messages-add">
            {t('quickMessages.add')}
          </Button>
        </div>
      </div>
      <div ref={listRef} className={styles.list} onScroll={loadMore} data-testid="quick-messages-list">
        {loaded ? <QuickMessagesTable records={records} canChange={canChange} onEdit={setModal} onDelete={setDeleting} /> : null}
        {loading || !loaded ? <Spinner size="small" /> : null}
      </div>
      {modal !== null && <QuickMessageModalContainer quickMessageId={modal === 'new' ? null : modal} onClose={closeModal} />}
      <ConfirmDialog
        open={deleting !== null}
        title={t('quickMessages.deleteTitle', { name: deleting?.shortcode ?? '' })}
        body={t('quickMessages.deleteBody')}
        busy={busy}
        testId="quick-message-delete-confirm"
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      />
    </section>
  );
}

import { Button, Input, makeStyles, Skeleton, SkeletonItem, Spinner, Text, Title2, tokens } from '@fluentui/react-components';
import { Add20Regular, Search20Regular } from '@fluentui/react-icons';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AccessDenied } from '../AccessDenied.tsx';
import type { RecordList } from './useRecordList.ts';

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    padding: tokens.spacingHorizontalXXL,
    height: '100%',
    boxSizing: 'border-box',
    minWidth: 0,
  },
  header: { display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: tokens.spacingHorizontalM, flexWrap: 'wrap' },
  tools: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM, flexWrap: 'wrap' },
  list: { flexGrow: 1, overflow: 'auto', minHeight: 0 },
  skeleton: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, paddingTop: tokens.spacingVerticalM },
  empty: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: tokens.spacingVerticalS,
    padding: tokens.spacingVerticalXXL,
    textAlign: 'center',
  },
  hint: { color: tokens.colorNeutralForeground3 },
  more: { display: 'flex', justifyContent: 'center', padding: tokens.spacingVerticalM },
});

export type ListPageProps = {
  /** Names the test ids: `page-{name}`, `{name}-search`, `{name}-add`, `{name}-list`, `{name}-empty`. */
  name: string;
  title: string;
  list: Pick<RecordList<unknown>, 'records' | 'loaded' | 'loading' | 'denied' | 'search' | 'setSearch' | 'attachScroller' | 'onScroll'>;
  /** Offers a search box when set: its placeholder and label. */
  searchLabel?: string;
  /** Offers an add button when set (leave it out for those who may not add). */
  add?: { label: string; onClick: () => void };
  /** What an empty list says, and the first step it suggests (shown when nothing is searched). */
  empty: { title: string; hint: string };
  /** More controls beside the search (filters, import, export). */
  tools?: ReactNode;
  /** The table, rendered once the first page arrived and it has rows. */
  children: ReactNode;
  /** Dialogs of the screen (record form, delete confirmation). */
  dialogs?: ReactNode;
};

/** The frame of every list screen: title, search, add, the scrolling table, skeleton, empty state and no-permission exit. */
export function ListPage({ name, title, list, searchLabel, add, empty, tools, children, dialogs }: ListPageProps) {
  const styles = useStyles();
  const { t } = useTranslation();
  const { records, loaded, loading, denied, search, setSearch, attachScroller, onScroll } = list;
  if (denied) {
    return <AccessDenied />;
  }
  const searching = search.trim() !== '';
  return (
    <section className={styles.root} data-testid={`page-${name}`}>
      <div className={styles.header}>
        <Title2 as="h1">{title}</Title2>
        <div className={styles.tools}>
          {searchLabel !== undefined && (
            <Input
              type="search"
              contentBefore={<Search20Regular />}
              placeholder={searchLabel}
              aria-label={searchLabel}
              value={search}
              onChange={(_event, data) => setSearch(data.value)}
              data-testid={`${name}-search`}
            />
          )}
          {tools}
          {add && (
            <Button appearance="primary" icon={<Add20Regular />} onClick={add.onClick} data-testid={`${name}-add`}>
              {add.label}
            </Button>
          )}
        </div>
      </div>
      <div ref={attachScroller} className={styles.list} onScroll={onScroll} data-testid={`${name}-list`} aria-busy={loading}>
        {!loaded ? (
          <Skeleton className={styles.skeleton} aria-label={t('app.loading')} data-testid={`${name}-skeleton`}>
            {[0, 1, 2, 3, 4].map((row) => (
              <SkeletonItem key={row} size={24} />
            ))}
          </Skeleton>
        ) : records.length === 0 && !loading ? (
          <div className={styles.empty} data-testid={`${name}-empty`}>
            <Text weight="semibold">{searching ? t('lists.noMatch', { search: search.trim() }) : empty.title}</Text>
            {!searching && <Text className={styles.hint}>{empty.hint}</Text>}
          </div>
        ) : (
          children
        )}
        {loaded && loading && (
          <div className={styles.more}>
            <Spinner size="tiny" aria-label={t('app.loading')} />
          </div>
        )}
      </div>
      {dialogs}
    </section>
  );
}

import type { TicketRecord } from '@balcao/shared';
import { makeStyles, Spinner, Text, tokens } from '@fluentui/react-components';
import { observeElementRect, useVirtualizer, type Virtualizer } from '@tanstack/react-virtual';
import { useRef, type ReactNode, type UIEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { LOAD_MORE_DISTANCE_PX } from './ticketDisplay.ts';
import { useFocusAfterLeaving } from './useFocusAfterLeaving.ts';
import type { ListPosition } from './TicketListItem.tsx';

const ITEM_HEIGHT = 104;
/** A list not measured yet (jsdom, a hidden tab) still renders a screenful instead of nothing. */
const UNMEASURED = { width: 400, height: 900 };

const useStyles = makeStyles({
  scroller: { flexGrow: 1, minHeight: 0, overflowY: 'auto', position: 'relative' },
  empty: { display: 'block', padding: tokens.spacingHorizontalL, color: tokens.colorNeutralForeground3, textAlign: 'center' },
  more: { padding: tokens.spacingVerticalS },
});

function observeRect(instance: Virtualizer<HTMLDivElement, Element>, callback: (rect: { width: number; height: number }) => void) {
  return observeElementRect(instance, (rect) => callback(rect.height === 0 ? UNMEASURED : rect));
}

export type TicketListProps = {
  tickets: TicketRecord[];
  loading: boolean;
  hasMore: boolean;
  onLoadMore: () => void;
  renderItem: (ticket: TicketRecord, position: ListPosition) => ReactNode;
  testId: string;
};

/** A virtualised list that asks for the next page when scrolled within 100 px of its bottom. */
export function TicketList({ tickets, loading, hasMore, onLoadMore, renderItem, testId }: TicketListProps) {
  const styles = useStyles();
  const { t } = useTranslation();
  const scroller = useRef<HTMLDivElement>(null);
  // Known and accepted: the compiler skips memoising this component because of the virtualizer.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: tickets.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => ITEM_HEIGHT,
    overscan: 6,
    initialRect: UNMEASURED,
    observeElementRect: observeRect,
    getItemKey: (index) => tickets[index]?.id ?? index,
  });

  useFocusAfterLeaving(tickets, scroller, virtualizer.scrollToIndex);

  // The whole size is known once the last page is in; until then it is unknown (-1) to assistive technology.
  const size = hasMore ? -1 : tickets.length;
  const label = hasMore ? t('tickets.list.label') : `${t('tickets.list.label')}, ${t('a11y.ticketListSize', { count: size })}`;

  const onScroll = (event: UIEvent<HTMLDivElement>) => {
    const { scrollTop, scrollHeight, clientHeight } = event.currentTarget;
    if (hasMore && !loading && scrollHeight - (scrollTop + clientHeight) < LOAD_MORE_DISTANCE_PX) {
      onLoadMore();
    }
  };

  return (
    <div ref={scroller} className={styles.scroller} onScroll={onScroll} tabIndex={-1} data-testid={testId}>
      {tickets.length === 0 && !loading ? (
        <Text className={styles.empty}>{t('tickets.list.empty')}</Text>
      ) : (
        <div role="list" aria-label={label} style={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
          {virtualizer.getVirtualItems().map((row) => {
            const ticket = tickets[row.index];
            return ticket ? (
              <div
                key={row.key}
                data-index={row.index}
                style={{ position: 'absolute', top: 0, left: 0, width: '100%', height: row.size, transform: `translateY(${row.start}px)` }}
              >
                {renderItem(ticket, { index: row.index, size })}
              </div>
            ) : null;
          })}
        </div>
      )}
      {loading && <Spinner size="tiny" className={styles.more} label={t('tickets.list.loadingMore')} />}
    </div>
  );
}

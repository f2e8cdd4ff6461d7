import { useDroppable } from '@dnd-kit/core';
import { makeStyles, mergeClasses, Spinner, Text, tokens } from '@fluentui/react-components';
import { observeElementRect, useVirtualizer, type Virtualizer } from '@tanstack/react-virtual';
import { useRef, type UIEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { laneId, type LaneKey, type LaneState } from '../../state/kanban.ts';
import { colouredChipStyle } from '../../theme/readableText.ts';
import { CARD_HEIGHT, KanbanCard } from './KanbanCard.tsx';

/** Scrolled this close to its bottom, a lane asks for its next page. */
const LOAD_MORE_DISTANCE_PX = 200;
/** A lane not measured yet (jsdom, a hidden window) still renders a screenful instead of nothing. */
const UNMEASURED = { width: 300, height: 900 };

const useStyles = makeStyles({
  lane: {
    flex: '0 0 300px',
    display: 'flex',
    flexDirection: 'column',
    minHeight: 0,
    borderRadius: tokens.borderRadiusLarge,
    backgroundColor: tokens.colorNeutralBackground3,
    outline: `2px solid transparent`,
  },
  over: { outline: `2px solid ${tokens.colorBrandStroke1}` },
  header: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalS,
    padding: tokens.spacingHorizontalS,
  },
  chip: {
    padding: `${tokens.spacingVerticalXXS} ${tokens.spacingHorizontalS}`,
    borderRadius: tokens.borderRadiusCircular,
    fontWeight: tokens.fontWeightSemibold,
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
  },
  count: { color: tokens.colorNeutralForeground3, flexShrink: 0 },
  scroller: { flexGrow: 1, minHeight: 0, overflowY: 'auto', position: 'relative', padding: `0 ${tokens.spacingHorizontalS}` },
  empty: { display: 'block', padding: tokens.spacingVerticalL, textAlign: 'center', color: tokens.colorNeutralForeground3 },
});

function observeRect(instance: Virtualizer<HTMLDivElement, Element>, callback: (rect: { width: number; height: number }) => void) {
  return observeElementRect(instance, (rect) => callback(rect.height === 0 ? UNMEASURED : rect));
}

export type KanbanLaneProps = {
  lane: LaneKey;
  title: string;
  color: string | null;
  state: LaneState;
  onLoadMore: (lane: LaneKey) => void;
};

/** One lane: a drop target with a virtualised column of cards (smooth with thousands), loading more as it is scrolled. */
export function KanbanLane({ lane, title, color, state, onLoadMore }: KanbanLaneProps) {
  const styles = useStyles();
  const { t } = useTranslation();
  const { setNodeRef, isOver } = useDroppable({ id: laneId(lane), data: { lane, title } });
  const scroller = useRef<HTMLDivElement>(null);
  const { tickets } = state;
  // Known and accepted: the compiler skips memoising this component because of the virtualizer.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: tickets.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => CARD_HEIGHT,
    overscan: 4,
    initialRect: UNMEASURED,
    observeElementRect: observeRect,
    getItemKey: (index) => tickets[index]?.id ?? index,
  });

  const onScroll = (event: UIEvent<HTMLDivElement>) => {
    const { scrollTop, scrollHeight, clientHeight } = event.currentTarget;
    if (state.hasMore && !state.loading && scrollHeight - (scrollTop + clientHeight) < LOAD_MORE_DISTANCE_PX) {
      onLoadMore(lane);
    }
  };

  return (
    <section
      ref={setNodeRef}
      className={mergeClasses(styles.lane, isOver && styles.over)}
      aria-label={t('kanban.laneLabel', { name: title })}
      data-testid={`kanban-lane-${laneId(lane)}`}
      data-kanban-lane={laneId(lane)}
    >
      <header className={styles.header}>
        <Text className={styles.chip} style={color ? colouredChipStyle(color) : undefined}>
          {title}
        </Text>
        <Text size={200} className={styles.count} data-testid={`kanban-lane-${laneId(lane)}-count`}>
          {t('kanban.count', { count: state.count })}
        </Text>
      </header>
      <div ref={scroller} className={styles.scroller} onScroll={onScroll}>
        {tickets.length === 0 && !state.loading ? (
          <Text className={styles.empty}>{t('kanban.empty')}</Text>
        ) : (
          <div role="list" style={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
            {virtualizer.getVirtualItems().map((row) => {
              const ticket = tickets[row.index];
              return ticket ? (
                <div
                  key={row.key}
                  role="listitem"
                  style={{
                    position: 'absolute',
                    top: 0,
                    left: 0,
                    width: '100%',
                    height: row.size,
                    transform: `translateY(${row.start}px)`,
                  }}
                >
                  <KanbanCard ticket={ticket} lane={lane} />
                </div>
              ) : null;
            })}
          </div>
        )}
        {state.loading && <Spinner size="tiny" label={t('kanban.loadingMore')} />}
      </div>
    </section>
  );
}

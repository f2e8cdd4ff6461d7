import { can, type TicketRecord } from '@balcao/shared';
import {
  closestCenter,
  DndContext,
  DragOverlay,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type DragStartEvent,
} from '@dnd-kit/core';
import { makeStyles, MessageBar, MessageBarBody, Spinner, Switch, Title2, tokens } from '@fluentui/react-components';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showToast, toastError } from '../../components/toast.tsx';
import { laneId, useKanbanStore, type LaneKey } from '../../state/kanban.ts';
import { useRealtimeStore } from '../../state/realtime.ts';
import { selectUser, useSessionStore } from '../../state/session.ts';
import { KanbanCardOverlay } from './KanbanCard.tsx';
import { KanbanLane } from './KanbanLane.tsx';
import { fetchLane, fetchLanes, moveToLane } from './kanbanApi.ts';
import { laneCoordinates } from './laneKeyboard.ts';

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
  board: {
    display: 'flex',
    gap: tokens.spacingHorizontalM,
    flexGrow: 1,
    minHeight: 0,
    overflowX: 'auto',
    paddingBottom: tokens.spacingVerticalS,
  },
});

const laneOf = (data: unknown): LaneKey | undefined => (data as { lane?: LaneKey } | undefined)?.lane;

/** The kanban board (plan flag useKanban): a lane per kanban tag plus one for untagged tickets; cards move by drag and drop. */
export default function KanbanPage() {
  const styles = useStyles();
  const { t } = useTranslation();
  const user = useSessionStore(selectUser);
  const userId = user?.id;
  const mayShowAll = Boolean(user && (user.super || can(user.profile, 'tickets-manager:showall')));
  const [showAll, setShowAll] = useState(mayShowAll);
  const lanes = useKanbanStore((state) => state.lanes);
  const cards = useKanbanStore((state) => state.cards);
  const refetchVersion = useRealtimeStore((state) => state.refetchVersion);
  const reloadVersion = useKanbanStore((state) => state.reloadVersion);
  const [dragged, setDragged] = useState<TicketRecord | null>(null);
  // Answers to an earlier opening of the board (another showAll, a refetch) are dropped.
  const generation = useRef(0);

  const loadPage = useCallback(
    (lane: LaneKey, pageNumber: number) => {
      const asked = generation.current;
      const store = useKanbanStore.getState();
      store.startLoading(lane);
      fetchLane(lane, pageNumber, showAll)
        .then((page) => asked === generation.current && useKanbanStore.getState().pageLoaded(lane, pageNumber, page))
        .catch((error: unknown) => {
          if (asked === generation.current) {
            useKanbanStore.getState().loadFailed(lane);
            toastError(error);
          }
        });
    },
    [showAll],
  );

  useEffect(() => {
    generation.current += 1;
    const asked = generation.current;
    fetchLanes()
      .then((tags) => {
        if (asked !== generation.current) {
          return;
        }
        useKanbanStore.getState().open(tags, showAll, useSessionStore.getState().user);
        for (const lane of ['none' as LaneKey, ...tags.map(({ id }) => id)]) {
          loadPage(lane, 1);
        }
      })
      .catch(toastError);
    return () => {
      generation.current += 1;
      useKanbanStore.getState().reset();
    };
  }, [showAll, userId, loadPage, refetchVersion, reloadVersion]);

  const loadMore = useCallback(
    (lane: LaneKey) => {
      const state = useKanbanStore.getState().cards[laneId(lane)];
      if (state && state.hasMore && !state.loading) {
        loadPage(lane, state.pageNumber + 1);
      }
    },
    [loadPage],
  );

  const laneName = useCallback(
    (lane: LaneKey | undefined) =>
      lane === 'none' ? t('kanban.untagged') : (useKanbanStore.getState().lanes?.find(({ id }) => id === lane)?.name ?? ''),
    [t],
  );

  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: laneCoordinates }),
  );

  const announcements = useMemo<Announcements>(
    () => ({
      onDragStart: ({ active }) => t('kanban.drag.picked', { id: active.id }),
      onDragOver: ({ active, over }) =>
        over ? t('kanban.drag.over', { id: active.id, lane: laneName(laneOf(over.data.current)) }) : undefined,
      onDragEnd: ({ active, over }) =>
        over
          ? t('kanban.drag.dropped', { id: active.id, lane: laneName(laneOf(over.data.current)) })
          : t('kanban.drag.cancelled', { id: active.id }),
      onDragCancel: ({ active }) => t('kanban.drag.cancelled', { id: active.id }),
    }),
    [t, laneName],
  );

  const onDragStart = ({ active }: DragStartEvent) => {
    const lane = laneOf(active.data.current);
    setDragged(lane === undefined ? null : (cards[laneId(lane)]?.tickets.find(({ id }) => id === active.id) ?? null));
  };

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    setDragged(null);
    const from = laneOf(active.data.current);
    const to = laneOf(over?.data.current);
    const ticketId = Number(active.id);
    if (from === undefined || to === undefined || from === to) {
      return;
    }
    useKanbanStore.getState().move(ticketId, to);
    moveToLane(ticketId, to)
      .then(() => showToast(to === 'none' ? t('kanban.cleared') : t('kanban.moved', { lane: laneName(to) }), 'success'))
      .catch((error: unknown) => {
        useKanbanStore.getState().move(ticketId, from);
        toastError(error);
      });
  };

  return (
    <div className={styles.root} data-testid="page-kanban">
      <div className={styles.header}>
        <Title2 as="h1">{t('pages.kanban.title')}</Title2>
        {mayShowAll && (
          <Switch
            label={t('kanban.showAll')}
            checked={showAll}
            onChange={(_, data) => setShowAll(data.checked)}
            data-testid="kanban-show-all"
          />
        )}
      </div>
      {lanes === null ? (
        <Spinner />
      ) : (
        <>
          {lanes.length === 0 && (
            <MessageBar intent="info">
              <MessageBarBody>{t('kanban.noLanes')}</MessageBarBody>
            </MessageBar>
          )}
          <DndContext
            sensors={sensors}
            collisionDetection={closestCenter}
            onDragStart={onDragStart}
            onDragEnd={onDragEnd}
            onDragCancel={() => setDragged(null)}
            accessibility={{ announcements, screenReaderInstructions: { draggable: t('kanban.drag.instructions') } }}
          >
            <div className={styles.board} data-testid="kanban-board">
              {(['none', ...lanes.map(({ id }) => id)] as LaneKey[]).map((lane) => {
                const state = cards[laneId(lane)];
                const tag = lane === 'none' ? null : lanes.find(({ id }) => id === lane);
                return state ? (
                  <KanbanLane
                    key={laneId(lane)}
                    lane={lane}
                    title={tag ? tag.name : t('kanban.untagged')}
                    color={tag ? tag.color : null}
                    state={state}
                    onLoadMore={loadMore}
                  />
                ) : null;
              })}
            </div>
            <DragOverlay>{dragged ? <KanbanCardOverlay ticket={dragged} /> : null}</DragOverlay>
          </DndContext>
        </>
      )}
    </div>
  );
}

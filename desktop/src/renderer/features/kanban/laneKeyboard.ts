import type { KeyboardCoordinateGetter } from '@dnd-kit/core';

const STEPS: Partial<Record<string, 1 | -1>> = { ArrowRight: 1, ArrowLeft: -1 };

/**
 * From the keyboard a card jumps a whole lane per arrow press (left or right) rather than the
 * library's 25 px steps; up and down do nothing, as a lane keeps its own order.
 */
export const laneCoordinates: KeyboardCoordinateGetter = (event, { context }) => {
  const step = STEPS[event.code];
  if (step === undefined) {
    return undefined;
  }
  event.preventDefault();
  const { collisionRect, droppableRects, droppableContainers, over } = context;
  if (!collisionRect) {
    return undefined;
  }
  const lanes = droppableContainers
    .getEnabled()
    .flatMap((container) => {
      const rect = droppableRects.get(container.id);
      return rect ? [{ id: container.id, rect }] : [];
    })
    .sort((a, b) => a.rect.left - b.rect.left);
  const centre = collisionRect.left + collisionRect.width / 2;
  const current = over
    ? lanes.findIndex(({ id }) => id === over.id)
    : lanes.findIndex(({ rect }) => centre >= rect.left && centre <= rect.left + rect.width);
  const target = lanes[current + step];
  if (current < 0 || !target) {
    return undefined;
  }
  return { x: target.rect.left + (target.rect.width - collisionRect.width) / 2, y: collisionRect.top };
};

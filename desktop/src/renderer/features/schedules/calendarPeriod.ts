/** The calendar's views: a month grid, a week, a day, or the plain list of every schedule. */
export type CalendarView = 'month' | 'week' | 'day' | 'list';

export const CALENDAR_VIEWS: readonly CalendarView[] = ['month', 'week', 'day', 'list'];

function startOfDay(date: Date): Date {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate());
}

function addDays(date: Date, days: number): Date {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate() + days);
}

/** The days a view shows around `anchor` (weeks start on Sunday), on this computer's clock. */
export function daysOf(view: Exclude<CalendarView, 'list'>, anchor: Date): Date[] {
  if (view === 'day') {
    return [startOfDay(anchor)];
  }
  if (view === 'week') {
    const sunday = addDays(startOfDay(anchor), -anchor.getDay());
    return Array.from({ length: 7 }, (_, index) => addDays(sunday, index));
  }
  const first = new Date(anchor.getFullYear(), anchor.getMonth(), 1);
  const gridStart = addDays(first, -first.getDay());
  const last = new Date(anchor.getFullYear(), anchor.getMonth() + 1, 0);
  const weeks = Math.ceil((first.getDay() + last.getDate()) / 7);
  return Array.from({ length: weeks * 7 }, (_, index) => addDays(gridStart, index));
}

/** The period whose schedules a view lists: its first day to the day after its last; null for the list view. */
export function periodOf(view: CalendarView, anchor: Date): { from: Date; to: Date } | null {
  if (view === 'list') {
    return null;
  }
  const days = daysOf(view, anchor);
  const first = days[0] ?? startOfDay(anchor);
  const last = days[days.length - 1] ?? first;
  return { from: first, to: addDays(last, 1) };
}

/** The anchor one step back or forward in the view's unit. */
export function step(view: CalendarView, anchor: Date, direction: 1 | -1): Date {
  if (view === 'month') {
    return new Date(anchor.getFullYear(), anchor.getMonth() + direction, 1);
  }
  return addDays(anchor, (view === 'week' ? 7 : 1) * direction);
}

export function sameDay(a: Date, b: Date): boolean {
  return a.getFullYear() === b.getFullYear() && a.getMonth() === b.getMonth() && a.getDate() === b.getDate();
}

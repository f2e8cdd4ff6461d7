/** Under this window width contact names are cut (spec: 10 characters under 600 px). */
export const NARROW_NAME_MAX_WIDTH = 600;
export const NARROW_NAME_LENGTH = 10;
/** Under this width the page shows the list and the conversation as two tabs. */
export const NARROW_LAYOUT_MAX_WIDTH = 900;
/** The next page loads when the list is scrolled within this distance of its bottom. */
export const LOAD_MORE_DISTANCE_PX = 100;

const pad = (value: number) => String(value).padStart(2, '0');

/** HH:mm when the instant is today, dd/MM/yyyy otherwise (local time). */
export function formatUpdatedAt(instant: string, now: Date = new Date()): string {
  const date = new Date(instant);
  if (Number.isNaN(date.getTime())) {
    return '';
  }
  const sameDay = date.getFullYear() === now.getFullYear() && date.getMonth() === now.getMonth() && date.getDate() === now.getDate();
  return sameDay
    ? `${pad(date.getHours())}:${pad(date.getMinutes())}`
    : `${pad(date.getDate())}/${pad(date.getMonth() + 1)}/${date.getFullYear()}`;
}

export function contactDisplayName(name: string, windowWidth: number): string {
  return windowWidth < NARROW_NAME_MAX_WIDTH && name.length > NARROW_NAME_LENGTH ? `${name.slice(0, NARROW_NAME_LENGTH)}…` : name;
}

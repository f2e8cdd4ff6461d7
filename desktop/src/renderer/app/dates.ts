/** Days left until a `YYYY-MM-DD` due date, counted in calendar days from today (0 = due today). */
export function daysUntil(dueDate: string, now: Date = new Date()): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(dueDate);
  if (!match) {
    return null;
  }
  const due = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  const today = Date.UTC(now.getFullYear(), now.getMonth(), now.getDate());
  return Math.round((due - today) / 86_400_000);
}

/** `YYYY-MM-DD…` as dd/MM/yyyy without any time-zone shift. */
export function formatDate(date: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(date);
  return match ? `${match[3]}/${match[2]}/${match[1]}` : date;
}

const pad = (value: number) => String(value).padStart(2, '0');

/** An instant as dd/MM/yy HH:mm in local time (connections' last update); the input itself when unreadable. */
export function formatDateTime(instant: string): string {
  const date = new Date(instant);
  if (Number.isNaN(date.getTime())) {
    return instant;
  }
  const day = `${pad(date.getDate())}/${pad(date.getMonth() + 1)}/${pad(date.getFullYear() % 100)}`;
  return `${day} ${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

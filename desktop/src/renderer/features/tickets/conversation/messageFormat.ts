const pad = (value: number) => String(value).padStart(2, '0');

/** The local day of an instant as dd/MM/yyyy (the day separators of the message list). */
export function formatDay(instant: string): string {
  const date = new Date(instant);
  if (Number.isNaN(date.getTime())) {
    return instant;
  }
  return `${pad(date.getDate())}/${pad(date.getMonth() + 1)}/${date.getFullYear()}`;
}

/** The local time of an instant as HH:mm. */
export function formatTime(instant: string): string {
  const date = new Date(instant);
  return Number.isNaN(date.getTime()) ? '' : `${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

export type LocationParts = { imageUrl: string; mapUrl: string; description: string };

/** A location message's body: `image link|map link|optional description`. */
export function parseLocation(body: string): LocationParts {
  const [imageUrl = '', mapUrl = '', ...rest] = body.split('|');
  return { imageUrl: imageUrl.trim(), mapUrl: mapUrl.trim(), description: rest.join('|').trim() };
}

/** Only web links are shown as links; anything else (javascript:, data:) stays text. */
export function isWebLink(url: string): boolean {
  return /^https?:\/\//i.test(url);
}

export type ContactCard = { name: string; numbers: string[] };

/** The name and numbers of a vCard (FN and TEL lines, `waid=` preferred); a plain body is its own name. */
export function parseContactCard(body: string): ContactCard {
  if (!/BEGIN:VCARD/i.test(body)) {
    const [name = '', ...numbers] = body.split(/\r?\n/).map((line) => line.trim());
    return { name, numbers: numbers.filter(Boolean) };
  }
  const lines = body.split(/\r?\n/);
  const name =
    lines
      .find((line) => /^FN[:;]/i.test(line))
      ?.replace(/^FN[^:]*:/i, '')
      .trim() ?? '';
  const numbers = lines
    .filter((line) => /^(item\d+\.)?TEL/i.test(line))
    .map((line) => /waid=(\d+)/i.exec(line)?.[1] ?? line.replace(/^[^:]*:/, '').trim())
    .filter(Boolean);
  return { name, numbers };
}

/** Every person of a contacts message: one card per vCard in the body (a plain body is one card). */
export function parseContactCards(body: string): ContactCard[] {
  const cards = body.split(/(?=BEGIN:VCARD)/i).filter((part) => part.trim());
  return cards.length > 1 ? cards.map(parseContactCard) : [parseContactCard(body)];
}

/** An order's total when its items share one currency and all have a price, as `123.45 BRL`; null otherwise. */
export function orderTotal(items: readonly { quantity: number; price: number | null; currency: string | null }[]): string | null {
  const currencies = new Set(items.map((item) => item.currency));
  if (items.length === 0 || currencies.size !== 1 || items.some((item) => item.price === null)) {
    return null;
  }
  const total = items.reduce((sum, item) => sum + item.quantity * (item.price ?? 0), 0);
  return `${Number.isInteger(total) ? total : total.toFixed(2)} ${items[0]?.currency ?? ''}`.trim();
}

/** The file name shown for a document: the one sent with it, else the end of its URL. */
export function documentName(body: string, mediaName: string | null | undefined, mediaUrl: string | null): string {
  if (mediaName) {
    return mediaName;
  }
  if (body.trim()) {
    return body.trim();
  }
  return mediaUrl?.split('/').pop() ?? '';
}

/** Messages grouped under the local day they were written on, in order. */
export function groupByDay<T extends { createdAt: string }>(messages: T[]): { day: string; messages: T[] }[] {
  const groups: { day: string; messages: T[] }[] = [];
  for (const message of messages) {
    const day = formatDay(message.createdAt);
    const last = groups.at(-1);
    if (last?.day === day) {
      last.messages.push(message);
    } else {
      groups.push({ day, messages: [message] });
    }
  }
  return groups;
}

/** The sign prefix of an attendant's message: `*Name:*` and a line break. */
export function signedBody(body: string, userName: string, sign: boolean): string {
  return sign ? `*${userName}:*\n${body}` : body;
}

/** A piece of a message body: WhatsApp's *bold*, _italic_, ~strike~ and ```mono```, and web links. */
export type RichPart =
  | { kind: 'text'; text: string }
  | { kind: 'bold' | 'italic' | 'strike' | 'mono'; text: string }
  | { kind: 'link'; text: string; href: string };

const MARKERS: Record<string, RichPart['kind']> = { '*': 'bold', _: 'italic', '~': 'strike' };

/** `(```…```)`, a marked run that starts and ends next to non-space characters, or a web link. */
const TOKEN = /```([^`]+)```|([*_~])(\S(?:[^\n]*?\S)?)\2|(https?:\/\/[^\s<>"']+[^\s<>"'.,;:!?)\]])/g;

/** Splits a body into parts; nothing here becomes HTML, so a body can never inject markup. */
export function parseRichText(body: string): RichPart[] {
  const parts: RichPart[] = [];
  let last = 0;
  for (const match of body.matchAll(TOKEN)) {
    const index = match.index;
    if (index > last) {
      parts.push({ kind: 'text', text: body.slice(last, index) });
    }
    const [whole, mono, marker, marked, link] = match;
    if (mono !== undefined) {
      parts.push({ kind: 'mono', text: mono });
    } else if (marker !== undefined && marked !== undefined) {
      parts.push({ kind: MARKERS[marker] ?? 'text', text: marked } as RichPart);
    } else if (link !== undefined) {
      parts.push({ kind: 'link', text: link, href: link });
    } else {
      parts.push({ kind: 'text', text: whole });
    }
    last = index + whole.length;
  }
  if (last < body.length) {
    parts.push({ kind: 'text', text: body.slice(last) });
  }
  return parts;
}

/** A body as plain text, without WhatsApp's markers (a list preview, a notification). */
export function plainText(body: string): string {
  return parseRichText(body)
    .map((part) => (part.kind === 'bold' || part.kind === 'italic' || part.kind === 'strike' ? plainText(part.text) : part.text))
    .join('');
}
